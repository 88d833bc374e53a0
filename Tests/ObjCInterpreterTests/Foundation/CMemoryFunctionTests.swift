import XCTest

/// `<string.h>`, `<stdlib.h>` and `<ctype.h>` as snippets call them: copies and fills counted in
/// bytes of the arrays' types, `malloc`'s bytes typed by the pointer they are given to, `realloc`,
/// `alloca`, `rand`; a size past a buffer stops the run at the call, as a buffer overflow should.
final class CMemoryFunctionTests: LeakCheckedTestCase {
  func testCopiesAndFillsCountBytesOfTheArraysTypes() {
    assertPrints(
      #"""
      char a[16]; char b[16] = "hello";
      memset(a, 0, sizeof(a));
      memcpy(a, b, strlen(b) + 1);
      NSLog(@"%s %lu %d", a, strlen(a), memcmp(a, b, 6));
      int xs[4] = {1, 2, 3, 4}; int ys[4];
      memcpy(ys, xs, sizeof(xs));
      memmove(xs + 1, xs, 3 * sizeof(int));
      memset(ys, 0xFF, sizeof(int));
      NSLog(@"%d %d %d | %d %d %d %d", ys[0], ys[1], ys[3], xs[0], xs[1], xs[2], xs[3]);
      """#,
      ["hello 5 0", "-1 2 4 | 1 1 2 3"])
  }

  func testStringCopiesWriteTheirNulAndStrncpyPads() {
    assertPrints(
      #"""
      char a[12];
      strcpy(a, "world");
      NSLog(@"%s %d", a, strcmp(a, "hello") > 0);
      strcat(a, "!!");
      NSLog(@"%s %lu", a, strlen(a));
      strncpy(a, "hi", 4);
      NSLog(@"%s %d %d %d", a, a[2], a[3], a[4]);
      """#,
      ["world 1", "world!! 7", "hi 0 0 100"])
  }

  func testMallocsBytesTakeThePointersTypeAndReallocKeepsThem() {
    assertPrints(
      #"""
      int *numbers = malloc(2 * sizeof(int));
      numbers[0] = 70000; numbers[1] = 8;
      numbers = realloc(numbers, 4 * sizeof(int));
      numbers[3] = 9;
      char *stack = alloca(4);
      stack[0] = 'o'; stack[1] = 'k';
      NSLog(@"%d %d %d %d %s", numbers[0], numbers[1], numbers[2], numbers[3], stack);
      free(numbers);
      NSLog(@"%d", realloc(NULL, (size_t)-1) == NULL);
      """#,
      ["70000 8 0 9 ok", "1"])
  }

  func testRandAfterSrandIsDarwinsSequence() {
    assertPrints(
      "srand(1); int first = rand(); int second = rand(); NSLog(@\"%d %d %d\", first, second, RAND_MAX);",
      ["16807 282475249 2147483647"])
  }

  func testASizePastTheBufferStopsTheRunAtTheCall() {
    assertFails(
      #"char a[4]; char b[100] = "0123456789"; memcpy(a, b, 100);"#,
      withError: #"""
        snippet.m:1:40: error: 'memcpy' overflows: destination buffer has size 4, but size argument is 100 (a buffer overflow in C)
        char a[4]; char b[100] = "0123456789"; memcpy(a, b, 100);
                                               ^
        """#)
    assertFails(
      #"char a[4]; strcpy(a, "far too long");"#,
      withError: #"""
        snippet.m:1:12: error: 'strcpy' overflows: destination buffer has size 4, but the source string has length 13 (including NUL byte) (a buffer overflow in C)
        char a[4]; strcpy(a, "far too long");
                   ^
        """#)
    assertFails(
      "char a[4]; memset(a, 1, -1);",
      withError: """
        snippet.m:1:25: error: size argument -1 of memset is 18446744073709551615 as a size_t: past any buffer
        char a[4]; memset(a, 1, -1);
                                ^
        """)
    assertFails(
      "char a[4] = {1, 2, 3, 4}; NSLog(@\"%lu\", strlen(a));",
      withError: """
        snippet.m:1:48: error: strlen reads past the end of a char array of 4 that holds no NUL (a buffer overread in C)
        char a[4] = {1, 2, 3, 4}; NSLog(@"%lu", strlen(a));
                                                       ^
        """)
    assertFails(
      "char *p = alloca(4000000000);",
      withError: """
        snippet.m:1:18: error: alloca of 4000000000 bytes overflows the stack (8 MB)
        char *p = alloca(4000000000);
                         ^
        """)
  }

  func testSprintfAndSnprintfFormatIntoACharArray() {
    assertPrints(
      #"""
      char a[16]; char b[4];
      int written = sprintf(a, "%d-%s", 42, "ab");
      int wanted = snprintf(b, sizeof(b), "%s", "abcdef");
      NSLog(@"%s %d %s %d", a, written, b, wanted);
      """#,
      ["42-ab 5 abc 6"])
    assertFails(
      #"char a[4]; sprintf(a, "%d", 123456789);"#,
      withError: #"""
        snippet.m:1:12: error: 'sprintf' overflows: destination buffer has size 4, but the source string has length 10 (including NUL byte) (a buffer overflow in C)
        char a[4]; sprintf(a, "%d", 123456789);
                   ^
        """#)
  }

  func testNumbersAreReadFromTextAndCharactersTestedAsInTheCLocale() {
    assertPrints(
      #"""
      int n = atoi("  -42abc");
      double d = atof("2.5e1x");
      long hex = strtol("ff", NULL, 16), prefixed = strtol("0x1F", NULL, 0), big = atol("99999999999999999999");
      NSLog(@"%d %.1f %ld %ld %ld", n, d, hex, prefixed, big);
      NSLog(@"%c%c %d %d %d", toupper('a'), tolower('B'), isdigit('7') != 0, isalpha('1'), isspace(' ') != 0);
      """#,
      ["-42 25.0 255 31 9223372036854775807", "Ab 1 0 1"])
  }
}
