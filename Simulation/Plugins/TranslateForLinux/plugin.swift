// Runs sim-translate over the repository sources of the target it is applied to, on every
// build, so the simulation always compiles the code that ships. Each target maps to one
// folder of the repository (`sourceFolders`); a target missing from the map fails the build.
import Foundation
import PackagePlugin

@main
struct TranslateForLinux: BuildToolPlugin {
  /// The repository folder (relative to the repository root) whose sources each target
  /// compiles: SideMenuKit's library, and the UIKit example app that uses it.
  static let sourceFolders: [String: [String]] = [
    "SideMenuKit": ["Sources", "SideMenuKit"],
    "SideMenuExample": ["Examples", "SideMenuExample"],
  ]

  /// Folders (relative to a target's source folder) that are not compiled here. None: the
  /// SwiftUI views and view modifiers compile against the simulation's SwiftUI model and their
  /// bodies are what the SwiftUI scenarios run.
  static let excludedFolders: [String: [String]] = [:]

  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let folder = Self.sourceFolders[target.name] else {
      throw TranslateError(
        message: "TranslateForLinux: no source folder for target '\(target.name)'; "
          + "add it to TranslateForLinux.sourceFolders")
    }
    let tool = try context.tool(named: "sim-translate")
    let sources = folder.reduce(context.package.directoryURL.appending(path: "..")) {
      $0.appending(path: $1)
    }.standardizedFileURL
    guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else {
      throw TranslateError(message: "\(target.name)'s sources not found at \(sources.path)")
    }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      // An Xcode project folder holds no sources of the target (and `.xcodeproj` packages
      // are directories the enumerator would walk into).
      let excluded = Self.excludedFolders[target.name, default: []].contains {
        path.hasPrefix($0)
      }
      if path.hasSuffix(".swift"), !path.contains(".xcodeproj/"), !excluded { files.append(path) }
    }
    files.sort()
    let output = context.pluginWorkDirectoryURL.appending(path: target.name)
    return [
      .buildCommand(
        displayName: "Translating \(target.name) for Linux (\(files.count) files)",
        executable: tool.url,
        arguments: [sources.path, output.path] + files,
        inputFiles: files.map { sources.appending(path: $0) },
        outputFiles: files.map {
          output.appending(path: $0.replacingOccurrences(of: "/", with: "_"))
        })
    ]
  }
}

struct TranslateError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
