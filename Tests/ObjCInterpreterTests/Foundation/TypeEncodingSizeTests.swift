import XCTest

/// Foundation's `NSGetSizeAndAlignment` over the runtime's type encodings, as RAC sizes a struct's
/// buffer with it (`NSInvocation+RACTypeParsing.m`), on fixtures written here.
final class TypeEncodingSizeTests: LeakCheckedTestCase {
  func testScalarsPointersAndStructsHaveTheirSixtyFourBitSizes() {
    assertPrints(
      #"""
      const char *types[14] = {"c", "s", "i", "q", "d", "B", "@", "@?", "^i", "{CGRect={CGPoint=dd}{CGSize=dd}}",
        "{pair=ci}", "[3s]", "(either=cd)", "r*"};
      for (int i = 0; i < 14; i++) {
        NSUInteger size = 0, alignment = 0;
        NSGetSizeAndAlignment(types[i], &size, &alignment);
        printf("%s %lu %lu\n", types[i], size, alignment);
      }
      NSUInteger size = 0;
      NSGetSizeAndAlignment(@encode(NSRange), &size, NULL);
      printf("NSRange %lu\n", size);
      """#,
      [
        "c 1 1", "s 2 2", "i 4 4", "q 8 8", "d 8 8", "B 1 1", "@ 8 8", "@? 8 8", "^i 8 8",
        "{CGRect={CGPoint=dd}{CGSize=dd}} 32 8", "{pair=ci} 8 4", "[3s] 6 2", "(either=cd) 8 8", "r* 8 8",
        "NSRange 16",
      ])
  }

  func testItAnswersWhereTheNextTypeStarts() {
    assertPrints(
      #"""
      const char *rest = NSGetSizeAndAlignment("@\"NSString\"16i24", NULL, NULL);
      printf("[%s]\n", rest);
      printf("[%s]\n", NSGetSizeAndAlignment("{CGPoint=dd}v", NULL, NULL));
      """#,
      ["[i24]", "[v]"])
  }

  func testAnEncodingItCannotReadIsAnError() {
    assertFails(#"NSGetSizeAndAlignment("{unclosed=i", NULL, NULL);"#, containing: "unsupported type encoding")
  }
}
