// Contract tests of the simulated CALayer: Apple's defaults and the write counting the
// benchmark relies on.
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct LayerContractTests {
  // https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity ("The default
  // value of this property is 0.0"), …/shadowradius ("The default value of this property is
  // 3.0"), …/shadowoffset ("The default value of this property is (0.0, -3.0)"),
  // …/shadowcolor ("The default value of this property is an opaque black color"),
  // …/shadowpath ("The default value of this property is nil"), …/cornerradius
  // (0), …/cornercurve (circular), …/maskedcorners (all four), …/maskstobounds ("The
  // default value of this property is false").
  @Test func layerPropertiesStartAtApplesDefaults() {
    _ = SimulatedDevice()
    let layer = CALayer()
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowRadius == 3)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
    #expect(layer.shadowPath == nil)
    #expect(layer.cornerRadius == 0)
    #expect(layer.cornerCurve == .circular)
    #expect(
      layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    #expect(!layer.masksToBounds)
  }

  // Simulation only (for the benchmark): every write to a layer or view property is counted,
  // and writes of the value already there are counted as redundant.
  @Test func everyPropertyWriteIsCountedAndRedundantOnesSeparately() {
    let device = SimulatedDevice()
    let layer = CALayer()
    let view = UIView()
    device.clearLogs()
    layer.shadowOpacity = 0.3
    layer.shadowOpacity = 0.3
    view.alpha = 1
    #expect(device.propertyWrites == 3)
    #expect(device.redundantPropertyWrites == 2)
  }

  // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  // "Setting this value to true causes subviews to be clipped to the bounds of the receiver"
  // — it is the layer's `masksToBounds`.
  @Test func clipsToBoundsIsTheLayersMasksToBounds() {
    _ = SimulatedDevice()
    let view = UIView()
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.masksToBounds = false
    #expect(!view.clipsToBounds)
  }
}
