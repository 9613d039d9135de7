// Runs sim-translate over SideMenuKit's sources (../Sources/SideMenuKit of the repository) on
// every build, so the simulation always compiles the code that ships.
import Foundation
import PackagePlugin

@main
struct TranslateForLinux: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let tool = try context.tool(named: "sim-translate")
    let sources = context.package.directoryURL
      .appending(path: "..").appending(path: "Sources").appending(path: "SideMenuKit")
      .standardizedFileURL
    guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else {
      throw TranslateError(message: "SideMenuKit's sources not found at \(sources.path)")
    }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".swift") { files.append(path) }
    }
    files.sort()
    let output = context.pluginWorkDirectoryURL.appending(path: "SideMenuKit")
    return [
      .buildCommand(
        displayName: "Translating SideMenuKit for Linux (\(files.count) files)",
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
