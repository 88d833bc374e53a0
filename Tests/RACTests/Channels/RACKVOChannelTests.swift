import Foundation
import XCTest

@testable import RAC

/// `RACKVOChannel` as RAC 2.5 has it (RACKVOChannel.m): the key's value now and after each change
/// out of the leading terminal, what the following terminal is sent set on the key (nil as the nil
/// value) without echoing back, and the end when the target goes.
final class RACKVOChannelTests: RACTestCase {
  /// A key-value observable object whose setter notifies synchronously, as KVO does.
  private final class Model: CoreObject, KeyValueObservable {
    private var values: [String: Any] = [:]
    private var observers: [String: [(token: Int, block: (Any?) -> Void)]] = [:]
    private var nextToken = 0

    func value(forKey key: String) -> Any? { values[key] }

    func setValue(_ value: Any?, forKey key: String) {
      values[key] = value
      for observer in observers[key] ?? [] { observer.block(value) }
    }

    func addObserver(forKey key: String, block: @escaping (Any?) -> Void) -> RACDisposable {
      nextToken += 1
      let token = nextToken
      observers[key, default: []].append((token, block))
      return RACDisposable { [weak self] in self?.observers[key]?.removeAll { $0.token == token } }
    }

    var rac_description: ObjectDescription { ObjectDescription(text: "<Model>") }

    var observationCount: Int { observers.values.map(\.count).reduce(0, +) }
  }

  private func channel(_ model: Model?, _ key: String, nilValue: Any? = nil) -> RACKVOChannel {
    RACKVOChannel(target: model, keyPath: key, nilValue: nilValue) { object, key, value in
      (object as? Model)?.setValue(value, forKey: key)
    }
  }

  /// A key path of two keys (KeyPathObservation): the value through the intermediate object now,
  /// after its key changes and after the intermediate is replaced or goes nil; a value sent in is
  /// set on the intermediate there is (nowhere while there is none).
  func testAKeyPathFollowsItsIntermediateObjects() {
    let root = Model()
    let channel = channel(root, "child.name")
    let values = EventRecorder(channel.followingTerminal)
    channel.followingTerminal.sendNext("nowhere")

    let first = Model()
    first.setValue("one", forKey: "name")
    root.setValue(first, forKey: "child")
    first.setValue("uno", forKey: "name")
    channel.followingTerminal.sendNext("set")
    XCTAssertEqual(first.value(forKey: "name") as? String, "set")
    root.setValue(nil, forKey: "child")
    first.setValue("unheard", forKey: "name")

    let second = Model()
    second.setValue("two", forKey: "name")
    root.setValue(second, forKey: "child")
    root.setValue(nil, forKey: "child")
    root.setValue(second, forKey: "child")
    XCTAssertEqual(
      values.events, ["next:nil", "next:one", "next:uno", "next:nil", "next:two", "next:nil", "next:two"],
      "the channel's own setting (set) is not sent back")
    XCTAssertEqual(first.observationCount, 0, "the replaced intermediate is no longer observed")
  }

  func testTheLeadingTerminalSendsTheValueNowAndAfterEveryChange() {
    let model = Model()
    model.setValue("Ann", forKey: "name")
    let channel = channel(model, "name")
    let values = EventRecorder(channel.followingTerminal)

    model.setValue("Bob", forKey: "name")
    model.setValue(nil, forKey: "name")
    channel.followingTerminal.sendCompleted()

    XCTAssertEqual(values.events, ["next:Ann", "next:Bob", "next:nil", "completed"])
    XCTAssertEqual(model.observationCount, 0, "the channel's end ends the observation (-finally:)")
  }

  /// The channel's own setting is not sent back out of the terminal it came in by; the next
  /// change from elsewhere is.
  func testAValueSentToTheFollowingTerminalIsSetWithoutComingBack() {
    let model = Model()
    let channel = channel(model, "age", nilValue: 0)
    let values = EventRecorder(channel.followingTerminal)

    channel.followingTerminal.sendNext(30)
    channel.followingTerminal.sendNext(nil)
    model.setValue(40, forKey: "age")
    channel.followingTerminal.sendCompleted()

    XCTAssertEqual(values.events, ["next:nil", "next:40", "completed"])
    XCTAssertEqual(model.value(forKey: "age") as? Int, 40)
  }

  func testTheChannelCompletesWhenTheTargetIsDeallocated() {
    var model: Model? = Model()
    let channel = channel(model, "name")
    let values = EventRecorder(channel.followingTerminal)
    model?.setValue("Ann", forKey: "name")

    model = nil
    channel.followingTerminal.sendNext("after")

    XCTAssertEqual(values.events, ["next:nil", "next:Ann", "completed"])
    XCTAssertNil(channel.target)
  }

  func testANilTargetCompletesTheChannelAtOnce() {
    let channel = channel(nil, "name")
    XCTAssertEqual(EventRecorder.events(of: channel.followingTerminal), ["completed"])
  }

  /// `RACChannelTo(view, name) = RACChannelTo(model, name)`: the model's value reaches the view at
  /// once, the view's own (skipped) does not reach the model, and later changes cross both ways.
  func testAssigningAnotherTerminalBindsTheTwoKeys() {
    let model = Model()
    let view = Model()
    model.setValue("Ann", forKey: "name")
    view.setValue("placeholder", forKey: "name")

    let viewChannel = channel(view, "name")
    let modelChannel = channel(model, "name")
    viewChannel.setObject(modelChannel.followingTerminal, forKeyedSubscript: "followingTerminal")
    XCTAssertEqual(view.value(forKey: "name") as? String, "Ann")
    XCTAssertEqual(model.value(forKey: "name") as? String, "Ann")

    model.setValue("Bob", forKey: "name")
    XCTAssertEqual(view.value(forKey: "name") as? String, "Bob")
    view.setValue("Cy", forKey: "name")
    XCTAssertEqual(model.value(forKey: "name") as? String, "Cy")

    XCTAssertIdentical(viewChannel.objectForKeyedSubscript("leadingTerminal"), viewChannel.leadingTerminal)
    modelChannel.followingTerminal.sendCompleted()
    XCTAssertEqual(EventRecorder.events(of: viewChannel.followingTerminal), ["next:Cy", "completed"])
  }

  /// The trace writes a string argument of a name quoted, as `RACObserve(%@, %@)`'s key path.
  func testTheTerminalsAreNamedAfterTheTargetAndTheKey() {
    let model = Model()
    let channel = channel(model, "name")
    XCTAssertEqual(
      channel.followingTerminal.traceName,
      "[-initWithTarget: <Model> keyPath: \"name\" nilValue: (null)] -followingTerminal")
    channel.leadingTerminal.sendCompleted()
  }
}
