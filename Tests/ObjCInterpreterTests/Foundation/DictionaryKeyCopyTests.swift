import XCTest

/// A dictionary copies its keys (`-copyWithZone:`), as Foundation's do: an object of the program's
/// class that does not adopt `NSCopying` cannot be a key (the exception a new user meets when a
/// model object keys a dictionary), and one that does is kept as its copy. On fixtures written here.
final class DictionaryKeyCopyTests: LeakCheckedTestCase {
  func testAKeyIsCopiedAndAKeyThatCannotBeCopiedRaises() {
    assertPrints(
      #"""
      @interface Tag : NSObject <NSCopying>
      @property (nonatomic, copy) NSString *text;
      @end
      @implementation Tag
      - (id)copyWithZone:(NSZone *)zone { Tag *copy = [Tag new]; copy.text = [self.text stringByAppendingString:@"'"]; return copy; }
      - (BOOL)isEqual:(id)other { return [other isKindOfClass:[Tag class]] && [((Tag *)other).text hasPrefix:self.text]; }
      - (NSUInteger)hash { return 1; }
      @end
      Tag *tag = [Tag new];
      tag.text = @"a";
      NSMutableDictionary *byTag = [NSMutableDictionary dictionary];
      byTag[tag] = @1;
      NSLog(@"%@ %@", ((Tag *)byTag.allKeys.firstObject).text, @{tag: @2}.allKeys.firstObject == tag ? @"same" : @"copy");
      """#,
      ["a' copy"])
  }

  func testAnObjectThatCannotBeCopiedIsNoKey() {
    assertFails(
      #"""
      @interface Plain : NSObject
      @end
      @implementation Plain
      @end
      NSMutableDictionary *byPlain = [NSMutableDictionary dictionary];
      [byPlain setObject:@1 forKey:[Plain new]];
      """#,
      containing: "-[Plain copyWithZone:]: unrecognized selector", at: (6, 1))
  }
}
