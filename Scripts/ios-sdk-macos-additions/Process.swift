// Foundation API that macOS has and iOS does not, for the real-SDK check of the developer tools
// (the playground and the benchmarks run on macOS and Linux) at the manifest's minimums
// (Scripts/typecheck-ios-sdk.sh, part 3): the iOS SDK the check has does not declare it. Apple's
// declarations as the pages give them, with their macOS availability (all older than the
// manifest's macOS 12, so the check judges only that they are used as declared). Bodies only
// satisfy the compiler: nothing here links or runs. SideMenuCore and SideMenuKit are never checked
// with this folder: an iOS library may not use it.
import Foundation

// https://developer.apple.com/documentation/foundation/process
// Apple: `class Process : NSObject` — macOS 10.0+, Mac Catalyst 13.1+ (no iOS).
open class Process: NSObject {
  // …/process/init(). Apple: `init()`
  public override init() { super.init() }

  // …/process/executableurl. Apple: `var executableURL: URL? { get set }` — macOS 10.13+.
  @available(macOS 10.13, *)
  open var executableURL: URL? {
    get { fatalError() }
    set {}
  }

  // …/process/arguments. Apple: `var arguments: [String]? { get set }`
  open var arguments: [String]? {
    get { fatalError() }
    set {}
  }

  // …/process/environment. Apple: `var environment: [String : String]? { get set }`
  open var environment: [String: String]? {
    get { fatalError() }
    set {}
  }

  // …/process/standardoutput. Apple: `var standardOutput: Any? { get set }`
  open var standardOutput: Any? {
    get { fatalError() }
    set {}
  }

  // …/process/standarderror. Apple: `var standardError: Any? { get set }`
  open var standardError: Any? {
    get { fatalError() }
    set {}
  }

  // …/process/run(). Apple: `func run() throws` — macOS 10.13+.
  @available(macOS 10.13, *)
  open func run() throws { fatalError() }

  // …/process/waituntilexit(). Apple: `func waitUntilExit()`
  open func waitUntilExit() { fatalError() }

  // …/process/terminationstatus. Apple: `var terminationStatus: Int32 { get }`
  open var terminationStatus: Int32 { fatalError() }
}
