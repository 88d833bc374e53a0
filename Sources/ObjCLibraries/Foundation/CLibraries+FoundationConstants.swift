import ObjCInterpreter

/// Foundation's constants that RAC's core files name and snippets had not needed:
/// `RACPassthroughSubscriber` cleans DTrace strings with `NSRegularExpressionSearch`,
/// `RACStringSequence` walks characters with `NSStringEnumerationByComposedCharacterSequences`,
/// `RACCommand` announces changes to its executions with `NSKeyValueChangeInsertion` /
/// `NSKeyValueChangeRemoval` and reads them back under `NSKeyValueChangeNewKey`. Values as the SDK
/// defines them.
extension CLibraries {
  static func registerFoundationConstants(in table: CLibraryTable) {
    let options: [(String, Int)] = [
      ("NSRegularExpressionSearch", 1024), ("NSLiteralSearch", 2), ("NSBackwardsSearch", 4), ("NSAnchoredSearch", 8),
      ("NSStringEnumerationByLines", 0), ("NSStringEnumerationByParagraphs", 1),
      ("NSStringEnumerationByComposedCharacterSequences", 2), ("NSStringEnumerationByWords", 3),
      ("NSStringEnumerationBySentences", 4), ("NSStringEnumerationReverse", 1 << 8),
      ("NSStringEnumerationSubstringNotRequired", 1 << 9), ("NSStringEnumerationLocalized", 1 << 10),
      ("NSKeyValueChangeSetting", 1), ("NSKeyValueChangeInsertion", 2), ("NSKeyValueChangeRemoval", 3),
      ("NSKeyValueChangeReplacement", 4),
    ]
    for (name, value) in options { table.constant(name, value: CNumber.unsignedLong(value)) }
    let keys: [(String, String)] = [
      ("NSKeyValueChangeKindKey", "kind"), ("NSKeyValueChangeNewKey", "new"), ("NSKeyValueChangeOldKey", "old"),
      ("NSKeyValueChangeIndexesKey", "indexes"), ("NSKeyValueChangeNotificationIsPriorKey", "notificationIsPrior"),
    ]
    for (name, value) in keys { table.constant(name, value: value) }
  }
}
