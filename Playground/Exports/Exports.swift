// The WebAssembly module's exports: a thin C ABI over `PlaygroundSession`
// (Sources/SideMenuPlayground/Session), compiled only into the wasm build. Every function takes
// and returns numbers (i32 or f64), so the page needs no glue beyond calling them; the frame
// state comes back through a buffer of f64 in the module's memory (see `smk_output`).
//
// The native `--replay` calls the same session methods these forward to, one to one, so a trace
// of these calls means the same thing in both builds.

import SideMenuCore

/// The session the page drives. The page is single-threaded, so one global is enough.
nonisolated(unsafe) private var session = PlaygroundSession(width: 0, height: 0)

/// A fixed buffer the page reads the output from. It never moves, unlike an array's storage.
nonisolated(unsafe) private let outputBuffer = UnsafeMutablePointer<Double>.allocate(
  capacity: PlaygroundOutput.count)

/// Starts a new session for a screen of `width` × `height` points.
@_expose(wasm, "smk_init")
@_cdecl("smk_init")
func smkInit(_ width: Double, _ height: Double, _ time: Double) {
  session = PlaygroundSession(width: width, height: height)
  session.frame(at: time)
  copyOutput()
}

/// Forwards a pointer event. `phase`: 0 down, 1 move, 2 up, 3 cancel; `id` the pointer's id;
/// `x`, `y` in screen points; `time` in seconds.
@_expose(wasm, "smk_pointer")
@_cdecl("smk_pointer")
func smkPointer(_ phase: Int32, _ id: Double, _ x: Double, _ y: Double, _ time: Double) {
  guard let phase = PlaygroundPointerPhase(rawValue: phase) else { return }
  session.pointer(phase, id: id, x: x, y: y, at: time)
}

/// Forwards a key or button: 0 Escape, 1 the menu button (toggle), 2 close.
@_expose(wasm, "smk_command")
@_cdecl("smk_command")
func smkCommand(_ code: Int32, _ time: Double) {
  guard let input = PlaygroundInput(rawValue: code) else { return }
  session.input(input, at: time)
}

/// Changes a setting (see `PlaygroundSetting` for the keys and encodings).
@_expose(wasm, "smk_configure")
@_cdecl("smk_configure")
func smkConfigure(_ key: Int32, _ value: Double, _ time: Double) {
  guard let setting = PlaygroundSetting(rawValue: key) else { return }
  session.set(setting, to: value, at: time)
}

/// Sets the screen's reserved regions, in screen points (a device preset's, as SideMenuKit's
/// UIKit layer reads them from `UIView.reservedRegions`): the division (the fold) and one
/// occlusion (a camera in use) as x, y, width, height — a zero size for none — and the vertical
/// bar's edge (0 leading, 1 trailing, -1 none) and extent.
@_expose(wasm, "smk_regions")
@_cdecl("smk_regions")
func smkRegions(
  _ divisionX: Double, _ divisionY: Double, _ divisionWidth: Double, _ divisionHeight: Double,
  _ occlusionX: Double, _ occlusionY: Double, _ occlusionWidth: Double,
  _ occlusionHeight: Double, _ barEdge: Double, _ barExtent: Double, _ time: Double
) {
  session.setReservedRegions(
    division: SideMenuRect(
      x: divisionX, y: divisionY, width: divisionWidth, height: divisionHeight),
    occlusion: SideMenuRect(
      x: occlusionX, y: occlusionY, width: occlusionWidth, height: occlusionHeight),
    barEdge: barEdge, barExtent: barExtent, at: time)
}

/// Says whether the screen is a display that folds (nonzero), the fold dividing it now or not
/// (a device preset's inner display, as SideMenuKit's UIKit layer reads an inactive division
/// region). The `.automatic` docking rule reads it.
@_expose(wasm, "smk_folding")
@_cdecl("smk_folding")
func smkFolding(_ isOnFoldingDisplay: Double, _ time: Double) {
  session.setOnFoldingDisplay(isOnFoldingDisplay != 0, at: time)
}

/// A setting's current value, so the page's controls start from the engine's defaults.
@_expose(wasm, "smk_setting")
@_cdecl("smk_setting")
func smkSetting(_ key: Int32) -> Double {
  guard let setting = PlaygroundSetting(rawValue: key) else { return 0 }
  return session.settings[Int(setting.rawValue)]
}

/// A value the engine resolved or validated (see `PlaygroundReadout` for the keys): what the
/// page's readouts and its Swift export show, so neither repeats a rule or trusts a raw control.
@_expose(wasm, "smk_readout")
@_cdecl("smk_readout")
func smkReadout(_ key: Int32) -> Double {
  guard let readout = PlaygroundReadout(rawValue: key) else { return 0 }
  return session.readout(readout)
}

/// A display frame at `time` seconds: advances animations and refreshes the output buffer.
@_expose(wasm, "smk_frame")
@_cdecl("smk_frame")
func smkFrame(_ time: Double) {
  session.frame(at: time)
  copyOutput()
}

/// The address of the output: `PlaygroundOutput.count` f64 values.
@_expose(wasm, "smk_output")
@_cdecl("smk_output")
func smkOutput() -> UnsafeMutablePointer<Double> {
  outputBuffer
}

/// How many style presets there are.
@_expose(wasm, "smk_style_count")
@_cdecl("smk_style_count")
func smkStyleCount() -> Int32 {
  Int32(SideMenuStyle.presets.count)
}

/// The address of a preset's name, UTF-8, not terminated (see `smk_style_name_length`).
@_expose(wasm, "smk_style_name")
@_cdecl("smk_style_name")
func smkStyleName(_ index: Int32) -> UnsafePointer<UInt8>? {
  guard index >= 0, Int(index) < SideMenuStyle.presets.count else { return nil }
  return SideMenuStyle.presets[Int(index)].name.utf8Start
}

/// The length in bytes of a preset's name.
@_expose(wasm, "smk_style_name_length")
@_cdecl("smk_style_name_length")
func smkStyleNameLength(_ index: Int32) -> Int32 {
  guard index >= 0, Int(index) < SideMenuStyle.presets.count else { return 0 }
  return Int32(SideMenuStyle.presets[Int(index)].name.utf8CodeUnitCount)
}

private func copyOutput() {
  for index in 0..<PlaygroundOutput.count { outputBuffer[index] = session.output[index] }
}
