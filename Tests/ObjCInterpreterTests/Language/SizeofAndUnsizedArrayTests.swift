import XCTest

/// `sizeof` as clang answers it on a 64-bit device, and arrays whose size their brace initializer
/// gives (`NSString *names[] = {@"a", @"b"}`): together, the idiom that counts a C array's
/// elements, `sizeof(names) / sizeof(names[0])`.
final class SizeofAndUnsizedArrayTests: LeakCheckedTestCase {
  func testAnArrayOfUnknownSizeTakesItsSizeFromItsInitializer() {
    assertPrints(
      #"""
      NSString *names[] = {@"ann", @"bo", @"cy"};
      int counts[] = {3, 1};
      for (int i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        NSLog(@"%@", names[i]);
      }
      NSLog(@"%d %d %lu", counts[0], counts[1], sizeof(counts) / sizeof(*counts));
      """#,
      ["ann", "bo", "cy", "3 1 2"])
  }

  func testSizeofATypeIsItsSizeOnA64BitDevice() {
    assertPrints(
      #"""
      struct Pair { char tag; double value; };
      NSLog(@"%lu %lu %lu %lu %lu", sizeof(char), sizeof(int), sizeof(long), sizeof(double), sizeof(BOOL));
      NSLog(@"%lu %lu %lu", sizeof(id), sizeof(NSString *), sizeof(void (^)(void)));
      NSLog(@"%lu %lu %lu", sizeof(struct Pair), sizeof(int[5]), sizeof(CGRect));
      """#,
      ["1 4 8 8 1", "8 8 8", "16 20 32"])
  }

  func testSizeofAnExpressionReadsItsTypeButNeverRunsIt() {
    assertPrints(
      #"""
      int i = 0;
      short s = 2;
      double grid[2][3];
      NSLog(@"%lu %lu %lu %lu", sizeof(i), sizeof s, sizeof(grid), sizeof(grid[0]));
      NSLog(@"%lu %d", sizeof(i++), i);
      NSLog(@"%lu", sizeof([NSString stringWithFormat:@"%d", i]));
      int *nowhere = NULL;
      NSLog(@"%d", sizeof(*nowhere) > 0);
      """#,
      ["4 2 48 24", "8 0", "8", "1"])
  }

  /// A block never captures what its `sizeof` names (clang's operand is unevaluated): the object
  /// goes when its last strong reference does, with the block still alive. A name from outside the
  /// block answers its declared type's size, an array's too.
  func testSizeofInABlockCapturesNothing() {
    assertPrints(
      #"""
      @interface Token : NSObject
      @end
      @implementation Token
      - (void)dealloc { NSLog(@"dealloc Token"); }
      @end

      Token *token = [Token new];
      double readings[] = {1.5, 2.5, 3.5};
      unsigned long (^measure)(void) = ^unsigned long { return sizeof(token); };
      unsigned long (^count)(void) = ^unsigned long { return sizeof(readings) / sizeof(double); };
      token = nil;
      NSLog(@"%lu %lu", measure(), count());
      """#,
      ["dealloc Token", "8 3"])
  }

  /// An array of unknown size takes a brace list, as clang requires; a C string literal keeps the
  /// C string it reads as.
  func testAnArrayOfUnknownSizeNeedsABraceInitializer() {
    assertFails("int numbers[] = 5;", containing: "array initializer must be an initializer list", at: (1, 17))
  }

  /// A struct no declaration defines has no size, as clang says; a pointer to one has a pointer's.
  func testSizeofAStructNothingDefinesIsClangsError() {
    assertFails(
      #"""
      NSLog(@"%lu", sizeof(struct Opaque *));
      NSLog(@"%lu", sizeof(struct Opaque));
      """#,
      containing: "invalid application of 'sizeof' to an incomplete type 'struct Opaque'", at: (2, 15))
  }

  /// A struct whose fields add up past what 64 bits count is no trap: its size saturates, and a
  /// variable of it is refused by the memory budget.
  func testAStructLargerThanMemoryIsRefusedWithoutATrap() {
    assertFails(
      #"""
      struct Huge { char a[4611686018427387904]; char b[4611686018427387904]; char c; };
      NSLog(@"%d", sizeof(struct Huge) > 0);
      struct Huge huge;
      """#,
      containing: "stopped at 1 GB of memory", at: (3, 13))
  }

  /// A variable is its declared type's size, whatever it holds: a pointer into an array is a
  /// pointer, the array itself its elements.
  func testAVariableIsTheSizeOfItsDeclaredType() {
    assertPrints(
      #"""
      int numbers[] = {1, 2, 3};
      int *cursor = numbers;
      short small = 1;
      NSLog(@"%lu %lu %lu %lu %d", sizeof(numbers), sizeof(cursor), sizeof(*cursor), sizeof(small), cursor[2]);
      """#,
      ["12 8 4 2 3"])
  }

  /// C99's array designators: an element goes to its designator's index, the ones after it follow
  /// on, and an array of unknown size ends one past the last; a `[` that starts a message is an
  /// element, not a designator.
  func testArrayDesignatorsPlaceElementsAndSizeAnUnsizedArray() {
    assertPrints(
      #"""
      int flags[] = {[5] = 1};
      int row[6] = {1, [3] = 4, 5};
      NSString *names[] = {[2] = @"c", [0] = @"a"};
      id objects[] = {[NSNull null], @2};
      NSLog(@"%lu %d %d", sizeof(flags) / sizeof(flags[0]), flags[5], flags[0]);
      NSLog(@"%d %d %d %d %d %d", row[0], row[1], row[2], row[3], row[4], row[5]);
      NSLog(@"%lu %@ %@ %@", sizeof(names) / sizeof(names[0]), names[0], names[1], names[2]);
      NSLog(@"%@ %@", objects[0], objects[1]);
      """#,
      ["6 1 0", "1 0 0 4 5 0", "3 a (null) c", "<null> 2"])
    assertFails("int pair[2] = {[5] = 1};", containing: "array designator index (5) exceeds array bounds (2)")
  }

  func testACharArrayTakesAStringsBytesAndItsNulAndTheRestIsZero() {
    assertPrints(
      #"""
      char buf[10] = "abc";
      char exact[3] = "abc";
      unsigned char bytes[4] = "hi";
      NSLog(@"%s %d %lu %c%c%c %d %d", buf, buf[9], sizeof(buf), exact[0], exact[1], exact[2], bytes[1], bytes[2]);
      """#,
      ["abc 0 10 abc 105 0"])
    assertFails(
      #"char name[3] = "abcdef";"#,
      withError: #"""
        snippet.m:1:6: error: initializer-string for char array is too long (7 chars with its NUL for 3)
        char name[3] = "abcdef";
             ^
        """#)
  }

  func testNestedArraysTakeBracesOfTheirOwnOrAsManyValuesAsTheyHold() {
    assertPrints(
      """
      int zero[2][3] = {0};
      int braced[2][3] = {{1, 2, 3}, {4}};
      int flat[2][3] = {1, 2, 3, 4};
      NSLog(@"%d %d | %d %d %d %d | %d %d %d", zero[0][0], zero[1][2], braced[0][2], braced[1][0], braced[1][1],
        braced[1][2], flat[0][2], flat[1][0], flat[1][1]);
      """,
      ["0 0 | 3 4 0 0 | 3 4 0"])
    assertFails(
      "int m[2][3] = {1, 2, 3, 4, 5, 6, 7};",
      withError:
        "snippet.m:1:34: error: excess elements in array initializer\nint m[2][3] = {1, 2, 3, 4, 5, 6, 7};\n"
        + String(repeating: " ", count: 33) + "^")
  }

  func testDesignatorsPlaceArrayElementsAndStructFieldsAndTheRestIsZero() {
    assertPrints(
      """
      struct Point { int x; int y; };
      struct Segment { struct Point from; struct Point to; };
      int a[5] = {[2] = 5, [4] = 1};
      struct Point p = {.y = 2, .x = 1};
      struct Segment s = {{1, 2}, .to = {.x = 7}};
      struct Segment flat = {1, 2, 3, 4};
      NSLog(@"%d %d %d | %d %d | %d %d %d %d | %d %d", a[0], a[2], a[4], p.x, p.y, s.to.x, s.to.y, s.from.x,
        s.from.y, flat.to.x, flat.to.y);
      """,
      ["0 5 1 | 1 2 | 7 0 1 2 | 3 4"])
    assertFails(
      "struct P { int x; int y; }; struct P p = {.z = 1};",
      withError: """
        snippet.m:1:44: error: field designator 'z' does not refer to any field in type 'struct P'
        struct P { int x; int y; }; struct P p = {.z = 1};
                                                   ^
        """)
  }

  func testADesignatorChainSetsItsPartOfTheElement() {
    assertPrints(
      """
      struct Point { int x; int y; };
      struct Rect { struct Point origin; struct Point size; };
      struct Holder { int x[3]; int y; };
      struct Rect r = {.origin.x = 1, .origin.y = 2, .size = {3, 4}};
      struct Holder h = {.x[1] = 5, .x[2] = 6, .y = 7};
      int grid[2][3] = {[1][2] = 9, [0][0] = 1};
      struct Point points[2] = {[1].y = 8};
      NSLog(@"%d %d %d %d | %d %d %d %d | %d %d %d | %d %d", r.origin.x, r.origin.y, r.size.x, r.size.y, h.x[0],
        h.x[1], h.x[2], h.y, grid[1][2], grid[0][0], grid[1][0], points[1].y, points[0].y);
      """,
      ["1 2 3 4 | 0 5 6 7 | 9 1 0 | 8 0"])
    assertFails(
      "struct P { int x[3]; int y; }; struct P p = {.x[5] = 1};",
      withError: """
        snippet.m:1:49: error: array designator index (5) exceeds array bounds (3)
        struct P { int x[3]; int y; }; struct P p = {.x[5] = 1};
                                                        ^
        """)
    assertFails(
      "int a[5] = {[-1] = 1};",
      withError: """
        snippet.m:1:14: error: array designator value '-1' is negative
        int a[5] = {[-1] = 1};
                     ^
        """)
  }

  func testADesignatorOfTheWrongKindOrAnExcessElementFailsAtThatElement() {
    assertFails("int pair[2] = {.x = 1};", containing: "field designator '.x' cannot initialize an array", at: (1, 17))
    assertFails(
      "struct P { int x; int y; }; struct P p = {[0] = 1};",
      containing: "array designator [0] cannot initialize 'struct P', which is no array", at: (1, 44))
    assertFails("int pair[2] = {1, 2, 3};", containing: "excess elements in array initializer", at: (1, 22))
    assertFails(
      "struct P { int x; int y; }; struct P p = {1, 2, 3};",
      containing: "excess elements in struct initializer", at: (1, 49))
    assertFails("int rows[2][2] = {{1, 2, 3}};", containing: "excess elements in array initializer", at: (1, 26))
  }

  func testEachElementOfAnArrayOfRowsOrStructsIsItsOwn() {
    assertPrints(
      """
      struct Point { int x; int y; };
      struct Point points[2];
      int grid[2][2];
      points[0].x = 1;
      grid[0][1] = 5;
      NSLog(@"%d %d %d %d", points[0].x, points[1].x, grid[0][1], grid[1][1]);
      """,
      ["1 0 5 0"])
  }
}
