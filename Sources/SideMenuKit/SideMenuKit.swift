// Apps write `import SideMenuKit` once and get the engine's value types (styles, configuration,
// frame states) along with the UIKit and SwiftUI layers.
@_exported import SideMenuCore
