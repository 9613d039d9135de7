import Foundation
import SideMenuCore
import Testing

@testable import sidemenu_playground

/// The page's iPhone Duo presets: the session passes a preset's reserved regions to the engine
/// (as SideMenuKit's UIKit layer passes `UIView.reservedRegions`), and the page draws and sends
/// the values the UIKit simulation's Duo model states.
@Suite struct DuoPresetTests {
  typealias O = PlaygroundOutput

  /// The inner display in portrait and its fold across the middle, 20 points wide
  /// (Simulation/Sources/UIKitSimulation/Duo.swift).
  static let inner = SideMenuSize(width: 669, height: 951)
  static let fold = SideMenuRect(x: 0, y: (951 - 20) / 2, width: 669, height: 20)
  static let none = SideMenuRect(x: 0, y: 0, width: 0, height: 0)

  /// Opens the menu with the menu button and runs frames until it rests.
  private func openMenu(_ session: inout PlaygroundSession) -> [Double] {
    session.input(.toggle, at: 1)
    var time = 1.0
    for _ in 0..<600 {
      time += 1.0 / 60
      session.frame(at: time)
      if session.output[O.phase] == 2 && session.output[O.isDisplayLinkActive] == 0 { break }
    }
    return session.output
  }

  /// The menu's frame as drawn (its frame moved by its translation), in screen points.
  private func drawnMenu(_ output: [Double]) -> SideMenuRect {
    SideMenuRect(
      x: output[O.menuX] + output[O.menuTranslationX],
      y: output[O.menuY] + output[O.menuTranslationY], width: output[O.menuWidth],
      height: output[O.menuHeight])
  }

  @Test func partiallyOpenTheMenuTakesOneSideOfTheFold() {
    var session = PlaygroundSession(width: Self.inner.width, height: Self.inner.height)
    // Without the region (any other device) the menu runs the screen's height, across the fold:
    // what the check below would see if the page did not pass the region.
    var unaware = session
    #expect(drawnMenu(openMenu(&unaware)).intersects(Self.fold))

    // As the page does: the preset's regions first, then the screen's new size (a resize keeps
    // them, as a view's bounds change keeps its reserved regions).
    session = PlaygroundSession(width: 393, height: 852)
    session.setReservedRegions(
      division: Self.fold, occlusion: Self.none, barEdge: -1, barExtent: 0, at: 0.5)
    session.set(.containerWidth, to: Self.inner.width, at: 0.6)
    session.set(.containerHeight, to: Self.inner.height, at: 0.6)
    let menu = drawnMenu(openMenu(&session))
    #expect(session.output[O.phase] == 2)
    // A horizontal fold: the menu takes the part below it, whole (tolerance: exact).
    #expect(!menu.intersects(Self.fold))
    #expect(menu.minY == Self.fold.maxY)
    #expect(menu.maxY == Self.inner.height)
  }

  @Test func theCoverDisplaysCameraAndVerticalBarInsetAndPlaceTheMenu() {
    // The cover display: the camera always active, the vertical bar 60 points on the leading
    // edge (left, left to right).
    let camera = SideMenuRect(x: 215, y: 12, width: 36, height: 36)
    var session = PlaygroundSession(width: 466, height: 678)
    session.setReservedRegions(
      division: Self.none, occlusion: camera, barEdge: 0, barExtent: 60, at: 0.5)
    let output = openMenu(&session)
    let menu = drawnMenu(output)
    // The menu slides in beside the strip, and its content stays clear of the camera.
    #expect(menu.minX == 60)
    let content = SideMenuRect(
      x: menu.minX + output[O.menuInsetLeft], y: menu.minY + output[O.menuInsetTop],
      width: menu.width - output[O.menuInsetLeft] - output[O.menuInsetRight],
      height: menu.height - output[O.menuInsetTop] - output[O.menuInsetBottom])
    #expect(menu.intersects(camera))
    #expect(!content.intersects(camera))
    #expect(output[O.menuInsetTop] == camera.maxY)
    // A tap on the strip (its menu button) is not a tap on the scrim: the menu stays open.
    session.pointer(.down, id: 1, x: 30, y: 80, at: 20)
    session.pointer(.up, id: 1, x: 30, y: 80, at: 20.05)
    session.frame(at: 21)
    #expect(session.output[O.phase] == 2)
    // Beside the strip, on the dimmed content, it is.
    session.pointer(.down, id: 1, x: 440, y: 300, at: 22)
    session.pointer(.up, id: 1, x: 440, y: 300, at: 22.05)
    session.frame(at: 22.1)
    #expect(session.output[O.phase] == 3)
  }

  /// The open inner display turned to landscape (951 × 669 pt, narrower than `.automatic`'s
  /// 1,024): with the preset's folding flag, `.automatic` docks as it does on the simulated
  /// Duo (DuoScenarioTests); a screen of the same size that does not fold slides. The flag is
  /// kept across the preset's region change.
  @Test func theOpenInnerDisplayDocksAutomaticallyInLandscape() throws {
    func session(folds: Bool) -> PlaygroundSession {
      var session = PlaygroundSession(width: 393, height: 852)
      session.set(.docking, to: 1, at: 0.1)
      if folds { session.setOnFoldingDisplay(true, at: 0.5) }
      session.setReservedRegions(
        division: Self.none, occlusion: Self.none, barEdge: -1, barExtent: 0, at: 0.5)
      session.set(.containerWidth, to: Self.inner.height, at: 0.6)
      session.set(.containerHeight, to: Self.inner.width, at: 0.6)
      session.frame(at: 2)
      return session
    }
    #expect(session(folds: true).output[O.isDocked] == 1)
    #expect(session(folds: false).output[O.isDocked] == 0)
    // The replay runs the page's `folding` call as the page makes it.
    let trace = """
      [["init", 951, 669, 0], ["configure", 12, 1, 0.1], ["folding", 1, 0.5],
       ["regions", 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0.5], ["frame", 2]]
      """
    let replayed = try JSONSerialization.jsonObject(
      with: try TraceReplay.replay(json: Data(trace.utf8)))
    let last = try #require(((replayed as? [String: Any])?["frames"] as? [[Double]])?.last)
    #expect(last[O.isDocked] == 1)
  }

  @Test func theReplayPassesTheRegionsAsThePageDoes() throws {
    let trace = """
      [["init", 669, 951, 0], ["regions", 0, 465.5, 669, 20, 0, 0, 0, 0, -1, 0, 0.5],
       ["command", 1, 1], ["frame", 3]]
      """
    let replayed = try JSONSerialization.jsonObject(
      with: try TraceReplay.replay(json: Data(trace.utf8)))
    let last = try #require(((replayed as? [String: Any])?["frames"] as? [[Double]])?.last)
    #expect(drawnMenu(last).minY == Self.fold.maxY)
  }

  @Test func thePageDrawsTheFoldAndSendsTheSimulationsStatedValues() throws {
    let root = PlaygroundCommand.repositoryRoot
    let script = try String(
      contentsOf: root.appendingPathComponent("Playground/page/playground.js"), encoding: .utf8)
    let html = try String(
      contentsOf: root.appendingPathComponent("Playground/page/index.html"), encoding: .utf8)
    let duo = try String(
      contentsOf: root.appendingPathComponent("Simulation/Sources/UIKitSimulation/Duo.swift"),
      encoding: .utf8)
    // The page: the fold drawn, the three presets offered, the regions sent to the engine.
    #expect(html.contains(#"id="fold""#))
    for preset in ["duo-cover", "duo-open", "duo-partial"] {
      #expect(html.contains(#"value="\#(preset)""#))
    }
    #expect(script.contains(#"call("regions", ...(device.fold"#))
    #expect(script.contains(#"call("folding", device.folds ? 1 : 0"#))
    #expect(
      script.contains(#""duo-open": { size: [669, 951], camera: [40, 96, 36, 36], folds: true"#))
    #expect(script.contains("fold: [0, (951 - FOLD_WIDTH) / 2, 669, FOLD_WIDTH]"))
    // The values are the simulation's (Apple gives no point sizes): each stated there and here.
    let stated: [(simulation: String, page: String)] = [
      ("portraitSize: CGSize(width: 466, height: 678)", "size: [466, 678]"),
      ("innerPortraitSize: CGSize(width: 669, height: 951)", "size: [669, 951]"),
      ("foldWidth: 20", "FOLD_WIDTH = 20"),
      ("innerCameraPortrait: CGRect(x: 40, y: 96, width: 36, height: 36)", "[40, 96, 36, 36]"),
      ("coverCameraPortrait: CGRect(x: 215, y: 12, width: 36, height: 36)", "[215, 12, 36, 36]"),
      ("verticalBarExtent: 60", "bar: 60"),
    ]
    for value in stated {
      #expect(duo.contains(value.simulation), "the simulation no longer states \(value.simulation)")
      #expect(script.contains(value.page), "the page lacks \(value.page)")
    }
  }
}

extension SideMenuRect {
  /// Whether the two rectangles share any area (touching edges do not).
  fileprivate func intersects(_ other: SideMenuRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
