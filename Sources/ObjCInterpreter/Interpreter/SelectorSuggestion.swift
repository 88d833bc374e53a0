/// What an "unrecognized selector" error adds, so that a reader sees what to write instead:
///
/// - a known selector one or two edits away (`subscribNext:` → ` (did you mean 'subscribeNext:'?)`);
/// - for an operator other Rx libraries name differently (`debounce:`, no typo of anything RAC 2.5
///   has), RAC 2.5's nearest operator (`throttle:`), from `otherLibrariesNames`;
/// - for a framework's stand-in (the host's UIKit classes), the nearest selectors its class and
///   superclasses answer, since those are a small part of the framework.
enum SelectorSuggestion {
  /// Operators of RxSwift/RxJS/ReactiveX, ReactiveSwift and ReactiveObjC 3 that readers type, and
  /// what RAC 2.5 writes for each: one of its selectors (suggested only where the receiver answers
  /// it), or, where RAC 2.5 composes two operators, both (`then`).
  struct Rename {
    let selector: String
    let then: String?
  }

  static let otherLibrariesNames: [String: Rename] = [
    "debounce:": Rename(selector: "throttle:", then: nil),
    "debounceTime:": Rename(selector: "throttle:", then: nil),
    "throttleTime:": Rename(selector: "throttle:", then: nil),
    "flatMap:": Rename(selector: "flattenMap:", then: nil),
    "mergeMap:": Rename(selector: "flattenMap:", then: nil),
    "flatMapLatest:": Rename(selector: "map:", then: "switchToLatest"),
    "switchMap:": Rename(selector: "map:", then: "switchToLatest"),
    "concatMap:": Rename(selector: "map:", then: "concat"),
    "observeOn:": Rename(selector: "deliverOn:", then: nil),
    "doOnNext:": Rename(selector: "doNext:", then: nil),
    "doOnError:": Rename(selector: "doError:", then: nil),
    "doOnCompleted:": Rename(selector: "doCompleted:", then: nil),
    "doOnComplete:": Rename(selector: "doCompleted:", then: nil),
    "catchError:": Rename(selector: "catch:", then: nil),
    "onErrorResumeNext:": Rename(selector: "catch:", then: nil),
    "flatMapError:": Rename(selector: "catch:", then: nil),
    "onErrorReturn:": Rename(selector: "catchTo:", then: nil),
    "catchErrorJustReturn:": Rename(selector: "catchTo:", then: nil),
    "ignoreElements": Rename(selector: "ignoreValues", then: nil),
    "skipRepeats": Rename(selector: "distinctUntilChanged", then: nil),
    "distinct": Rename(selector: "distinctUntilChanged", then: nil),
    "skipWhile:": Rename(selector: "skipWhileBlock:", then: nil),
    "takeWhile:": Rename(selector: "takeWhileBlock:", then: nil),
    "scan:": Rename(selector: "scanWithStart:reduce:", then: nil),
    "reduce:": Rename(selector: "aggregateWithStart:reduce:", then: nil),
    "buffer:": Rename(selector: "bufferWithTime:onScheduler:", then: nil),
    "bufferWithTime:": Rename(selector: "bufferWithTime:onScheduler:", then: nil),
    "timeout:": Rename(selector: "timeout:onScheduler:", then: nil),
    "delay:onScheduler:": Rename(selector: "delay:", then: nil),
    "share": Rename(selector: "publish", then: "autoconnect"),
    "shareReplay:": Rename(selector: "replayLazily", then: nil),
    "takeUntilSignal:": Rename(selector: "takeUntil:", then: nil),
    "interval:": Rename(selector: "interval:onScheduler:", then: nil),
    "just:": Rename(selector: "return:", then: nil),
    "of:": Rename(selector: "return:", then: nil),
    "create:": Rename(selector: "createSignal:", then: nil),
  ]

  /// The text after "unrecognized selector sent to …" for `selector` sent to an object whose
  /// classes answer `candidates` (of which `uiKit.selectors` are the UIKit stand-in's, when the
  /// receiver is one); empty when there is nothing to say.
  static func text(
    for selector: String, candidates: Set<String>, uiKit: (className: String, selectors: Set<String>)?
  ) -> String {
    if let typo = nearestTypo(of: selector, in: candidates) { return " (did you mean '\(typo)'?)" }
    if let rename = otherLibrariesNames[selector], candidates.contains(rename.selector) {
      if let then = rename.then {
        return " (RAC 2.5 has no '\(selector)': it writes '\(rename.selector)' then '\(then)')"
      }
      return " (RAC 2.5 has no '\(selector)': its nearest operator is '\(rename.selector)')"
    }
    if let uiKit {
      let nearest = uiKit.selectors.sorted {
        let left = EditDistance.between($0.lowercased(), selector.lowercased())
        let right = EditDistance.between($1.lowercased(), selector.lowercased())
        return left == right ? $0 < $1 : left < right
      }.prefix(6)
      return " (\(uiKit.className)'s stand-in has no '\(selector)'; its nearest: \(nearest.joined(separator: ", ")))"
    }
    return ""
  }

  /// A candidate one edit or two away (three for long selectors), the nearest, alphabetically
  /// first among equals.
  private static func nearestTypo(of selector: String, in candidates: Set<String>) -> String? {
    let limit = max(1, min(3, selector.count / 4))
    var best: (selector: String, distance: Int)?
    for candidate in candidates {
      let distance = EditDistance.between(candidate.lowercased(), selector.lowercased())
      guard distance <= limit else { continue }
      if let current = best,
        current.distance < distance || (current.distance == distance && current.selector < candidate)
      {
        continue
      }
      best = (candidate, distance)
    }
    return best?.selector
  }
}

extension SelectorSuggestion {
  /// What an "unrecognized selector" error adds (`SelectorSuggestion`): a near selector, RAC 2.5's
  /// name for another library's operator, or the nearest selectors of a framework's stand-in (the
  /// host's UIKit classes, `NativeClasses.standInsListingTheirSelectors`).
  static func text(
    for selector: String, chain: [String], classMethods: Bool, natives: NativeClasses, classes: [String: ObjCClass]
  ) -> String {
    var candidates: Set<String> = []
    var uiKitCandidates: Set<String> = []
    for className in chain {
      let selectors = classMethods ? natives.classSelectors(of: className) : natives.instanceSelectors(of: className)
      candidates.formUnion(selectors)
      if natives.standInsListingTheirSelectors.contains(className) { uiKitCandidates.formUnion(selectors) }
      if let snippetClass = classes[className] {
        candidates.formUnion(classMethods ? snippetClass.classMethods.keys : snippetClass.instanceMethods.keys)
      }
    }
    let uiKitClass =
      uiKitCandidates.isEmpty ? nil : chain.first { natives.standInsListingTheirSelectors.contains($0) }
    return SelectorSuggestion.text(
      for: selector, candidates: candidates, uiKit: uiKitClass.map { ($0, uiKitCandidates) })
  }
}
