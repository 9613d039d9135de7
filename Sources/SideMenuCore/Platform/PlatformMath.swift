// The only file in SideMenuCore that knows which platform it runs on. Everything else calls
// `PlatformMath`, so the engine needs nothing beyond the standard library: on Apple platforms
// and Linux the C library provides the functions, and in the WebAssembly build the page that
// loads the module provides them as imports from the `env` module (JavaScript's `Math`).

#if arch(wasm32)
  @_extern(wasm, module: "env", name: "exp")
  func wasmExp(_ x: Double) -> Double
  @_extern(wasm, module: "env", name: "log")
  func wasmLog(_ x: Double) -> Double
  @_extern(wasm, module: "env", name: "sin")
  func wasmSin(_ x: Double) -> Double
  @_extern(wasm, module: "env", name: "cos")
  func wasmCos(_ x: Double) -> Double
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#else
  #error("SideMenuCore needs exp, log, sin and cos from the platform's C library")
#endif

/// Elementary functions the engine needs, routed to the platform's implementation.
///
/// Square roots use the standard library's `squareRoot()`, which needs no import.
enum PlatformMath {
  /// e raised to `x`.
  static func exp(_ x: Double) -> Double {
    #if arch(wasm32)
      return wasmExp(x)
    #else
      return _exp(x)
    #endif
  }

  /// The natural logarithm of `x`.
  static func log(_ x: Double) -> Double {
    #if arch(wasm32)
      return wasmLog(x)
    #else
      return _log(x)
    #endif
  }

  /// The sine of `x` radians.
  static func sin(_ x: Double) -> Double {
    #if arch(wasm32)
      return wasmSin(x)
    #else
      return _sin(x)
    #endif
  }

  /// The cosine of `x` radians.
  static func cos(_ x: Double) -> Double {
    #if arch(wasm32)
      return wasmCos(x)
    #else
      return _cos(x)
    #endif
  }
}

#if !arch(wasm32)
  // Module-level forwarders so the static members above can share the C names.
  private func _exp(_ x: Double) -> Double { exp(x) }
  private func _log(_ x: Double) -> Double { log(x) }
  private func _sin(_ x: Double) -> Double { sin(x) }
  private func _cos(_ x: Double) -> Double { cos(x) }
#endif
