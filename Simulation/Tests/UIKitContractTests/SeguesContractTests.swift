// Contract tests of the simulated storyboard segues: UIKit makes the segue, asks the source's
// `prepare(for:sender:)`, then performs it.
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct SeguesContractTests {
  final class Source: UIViewController {
    var log: [String] = []
    var allows = true
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      log.append("prepare \(segue.identifier ?? "-") → \(segue.destination.title ?? "-")")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      log.append("should \(identifier)")
      return allows
    }
  }

  final class LoggingSegue: UIStoryboardSegue {
    var onPerform: () -> Void = {}
    override func perform() { onPerform() }
  }

  private func connect(_ source: Source, _ identifier: String, log: @escaping (String) -> Void) {
    source.simulationStoryboardSegues[identifier] = SimulationStoryboardSegue(
      segue: { identifier, source, destination in
        let segue = LoggingSegue(identifier: identifier, source: source, destination: destination)
        segue.onPerform = { log("perform \(identifier)") }
        return segue
      },
      destination: {
        let destination = UIViewController()
        destination.title = "destination"
        return destination
      })
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/prepare(for:sender:)
  // "Notifies the view controller that a segue is about to be performed": before `perform()`,
  // with a new destination. `performSegue` does not ask `shouldPerformSegue`.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)
  @Test func performSegueMakesTheSegueAndPreparesBeforePerforming() {
    let source = Source()
    connect(source, "show") { source.log.append($0) }
    source.performSegue(withIdentifier: "show", sender: nil)
    #expect(source.log == ["prepare show → destination", "perform show"])
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:)
  // A segue a control triggers is asked first; `false` performs nothing.
  @Test func aTriggeredSegueAsksShouldPerformFirst() {
    let source = Source()
    connect(source, "show") { source.log.append($0) }
    source.simulationTriggerSegue(withIdentifier: "show", sender: nil)
    #expect(source.log == ["should show", "prepare show → destination", "perform show"])
    source.log = []
    source.allows = false
    source.simulationTriggerSegue(withIdentifier: "show", sender: nil)
    #expect(source.log == ["should show"])
  }

  // An identifier the storyboard lacks raises an exception on a device (a misuse here).
  @Test func anUnknownIdentifierIsAMisuse() {
    let device = SimulatedDevice()
    let source = Source()
    source.performSegue(withIdentifier: "missing", sender: nil)
    #expect(device.misuses.contains { $0.contains("missing") })
    #expect(source.log.isEmpty)
  }
}
