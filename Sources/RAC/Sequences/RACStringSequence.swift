/// `RACStringSequence` (RACStringSequence.m): the characters of a string from `offset` on, each a
/// one-character string — what `-[NSString rac_sequence]` makes.
public final class RACStringSequence: RACSequence {
  private let characters: [String]
  private let offset: Int

  private init(characters: [String], offset: Int) {
    self.characters = characters
    self.offset = offset
    super.init()
  }

  /// `+sequenceWithString:offset:`: the empty sequence at the string's end.
  public static func sequence(with string: String, offset: Int) -> RACSequence {
    sequence(characters: string.map(String.init), offset: offset)
  }

  private static func sequence(characters: [String], offset: Int) -> RACSequence {
    guard offset < characters.count else { return empty() }
    return RACStringSequence(characters: characters, offset: offset)
  }

  public override var head: Any? { characters[offset] }

  public override var tail: RACSequence? {
    let sequence = RACStringSequence.sequence(characters: characters, offset: offset + 1)
    sequence.inheritName(from: self)
    return sequence
  }

  public override var array: [Any] { Array(characters[offset...]) }

  public override var traceContents: String { Tracing.describe(characters[offset...].joined()) }

  /// `<RACStringSequence: 0x…>{ name = …, string = … }`.
  package override func description(describingValuesWith describe: (Any?) -> String) -> String {
    "<\(className): \(ObjectAddress.of(self))>{ name = \(name), string = \(characters[offset...].joined()) }"
  }
}
