import XCTest

/// Every format conversion the posts and RAC's documentation use, with flags, width, precision and
/// length modifiers, as `stringWithFormat:` / `NSLog` / `printf` print them on 64-bit iOS.
final class FormatSpecifierTests: LeakCheckedTestCase {
  func testObjectsAndNil() {
    assertPrints(#"NSLog(@"[%@] [%@] [%@]", @"s", @42, nil);"#, ["[s] [42] [(null)]"])
  }

  func testSignedIntegersOfEveryLength() {
    assertPrints(
      #"""
      long big = 5000000000; long long huge = -9000000000; short s = -3; char c = -4;
      NSLog(@"%d %i %ld %lld %hd %hhd %qd %zd", -1, 2, big, huge, s, c, huge, (NSInteger)7);
      NSLog(@"%d", big);
      """#,
      ["-1 2 5000000000 -9000000000 -3 -4 -9000000000 7", "705032704"])
  }

  func testUnsignedOctalAndHex() {
    assertPrints(
      #"NSLog(@"%u %lu %llu %o %x %X %#x %lx", 3000000000u, 18446744073709551615ul, 1ull, 8, 255, 255, 255, 4294967296);"#,
      ["3000000000 18446744073709551615 1 10 ff FF 0xff 100000000"])
  }

  func testFloatingConversions() {
    assertPrints(
      #"NSLog(@"%f %.2f %8.3f %-8.1f| %e %g %g %G %a", 3.14159, 2.0, 3.14159, 2.5, 1234.5, 0.0001, 100000000.0, 1e-10, 1.0);"#,
      ["3.141590 2.00    3.142 2.5     | 1.234500e+03 0.0001 1e+08 1E-10 0x1p+0"])
  }

  func testWidthsFlagsAndStars() {
    assertPrints(
      #"NSLog(@"[%5d] [%-5d] [%05d] [%+d] [% d] [%*d] [%.*f] [%5@] [%-4s]", 42, 42, 42, 42, 42, 4, 7, 2, 3.14159, @"ab", "x");"#,
      ["[   42] [42   ] [00042] [+42] [ 42] [   7] [3.14] [   ab] [x   ]"])
  }

  func testCharactersCStringsPercentAndPointers() {
    assertPrints(
      #"""
      NSString *s = @"utf8";
      NSLog(@"%c%c %s %s %% %.2s", 'o', 'k', [s UTF8String], NULL, "abc");
      printf("%s %d\n", "printf", 1);
      printf("no newline, ");
      printf("then one\n");
      """#,
      ["ok utf8 (null) % ab", "printf 1", "no newline, then one"])
  }

  func testFormatsThatCompiledCodeWouldGetWrongAreErrors() {
    assertFails(#"NSLog(@"%d", @5);"#, containing: "is given an object (__NSCFNumber), not an integer")
    assertFails(#"NSLog(@"%@", 5);"#, containing: "is given int 5, not an object")
    assertFails(#"NSLog(@"%f", 5);"#, containing: "not a double")
    assertFails(#"NSLog(@"%@ %@", @"one");"#, containing: "more conversions than arguments")
    assertFails(#"NSLog(@"%s", @"ns");"#, containing: "use %@, or -UTF8String")
  }

  func testStringWithFormatAndAppendFormat() {
    assertPrints(
      #"""
      NSMutableString *title = [[NSMutableString alloc] initWithString:@"邮箱账号"];
      [title appendFormat:@"%@, ", @"a@b.c"];
      NSLog(@"%@|%@", title, [NSString stringWithFormat:@"%03lu-%@", (unsigned long)7, @"x"]);
      """#,
      ["邮箱账号a@b.c, |007-x"])
  }

  func testPositionalConversionsTakeTheArgumentTheyName() {
    assertPrints(
      #"""
      NSLog(@"%2$d %1$d %2$05d", 1, 2);
      printf("%2$s %1$s\n", "a", "b");
      NSLog(@"%@", [NSString stringWithFormat:@"%2$@ %1$@ %1$@", @"x", @"y"]);
      char buf[8] = "abc";
      NSLog(@"%s %s", buf, buf + 1);
      """#,
      ["00002", "b a", "y x x", "abc bc"].enumerated().map { $0.offset == 0 ? "2 1 00002" : $0.element })
    assertFails(
      #"NSLog(@"%2$d %1$d %3$d", 1, 2);"#,
      withError: #"""
        snippet.m:1:6: error: '%3$d' names argument 3, and there are 2
        NSLog(@"%2$d %1$d %3$d", 1, 2);
             ^
        """#)
  }
}
