import XCTest

/// Values copied through a byte buffer (`unsigned char bytes[size]`), as NSInvocation+RACTypeParsing.m
/// copies a lifted argument out of its `NSValue` into an invocation and a struct result back into
/// one; a pointer's `NSValue` read the same way; a buffer of chars boxed as the C string it holds.
/// Fixtures written here.
final class ByteBufferValueTests: LeakCheckedTestCase {
  private let doubler = #"""
    typedef struct {
      long long count;
      double amount;
    } Pair;
    @interface Doubler : NSObject
    - (Pair)doublePair:(Pair)pair;
    - (void)writeFiveTo:(int *)pointer;
    @end
    @implementation Doubler
    - (Pair)doublePair:(Pair)pair {
      Pair doubled = { pair.count * 2, pair.amount * 2 };
      return doubled;
    }
    - (void)writeFiveTo:(int *)pointer { *pointer = 5; }
    @end
    NSInvocation *invocationOf(id target, SEL selector) {
      NSInvocation *invocation = [NSInvocation invocationWithMethodSignature:[target methodSignatureForSelector:selector]];
      invocation.target = target;
      invocation.selector = selector;
      return invocation;
    }

    """#

  func testAStructGoesThroughByteBuffersIntoAnInvocationAndBackIntoAValue() {
    assertPrints(
      doubler + #"""
        Pair pair = { 4, 1.5 };
        NSValue *boxed = [NSValue valueWithBytes:&pair objCType:@encode(Pair)];
        NSUInteger size = 0;
        NSGetSizeAndAlignment([boxed objCType], &size, NULL);
        unsigned char argument[size];
        [boxed getValue:argument];
        NSInvocation *invocation = invocationOf([Doubler new], @selector(doublePair:));
        [invocation setArgument:argument atIndex:2];
        [invocation invoke];
        const char *returnType = invocation.methodSignature.methodReturnType;
        NSGetSizeAndAlignment(returnType, &size, NULL);
        unsigned char result[size];
        [invocation getReturnValue:result];
        NSValue *doubled = [NSValue valueWithBytes:result objCType:returnType];
        Pair back;
        [doubled getValue:&back];
        NSLog(@"%lld %.1f %lu", back.count, back.amount, (unsigned long)size);
        NSLog(@"%d", [doubled isEqual:boxed]);
        """#,
      ["8 3.0 16", "0"])
  }

  func testAPointersValueIsVoidStarAndItsAddressGoesThroughABuffer() {
    assertPrints(
      doubler + #"""
        int value = 0;
        NSValue *boxed = [NSValue valueWithPointer:&value];
        NSLog(@"%s", [boxed objCType]);
        NSUInteger size = 0;
        NSGetSizeAndAlignment([boxed objCType], &size, NULL);
        unsigned char bytes[size];
        [boxed getValue:bytes];
        NSInvocation *invocation = invocationOf([Doubler new], @selector(writeFiveTo:));
        [invocation setArgument:bytes atIndex:2];
        NSLog(@"%d", value);
        [invocation invoke];
        NSLog(@"%d %lu", value, (unsigned long)size);
        """#,
      ["^v", "0", "5 8"])
  }

  func testABufferOfCharsBoxesAsTheStringItHolds() {
    assertPrints(
      #"""
      char *text = malloc(8);
      text[0] = '\0';
      strlcat(text, "lift", 8);
      strlcat(text, "ed", 8);
      NSString *boxed = @(text);
      free(text);
      NSLog(@"%@ %lu", boxed, (unsigned long)boxed.length);
      """#,
      ["lifted 6"])
  }

  func testAnythingButAnAddressOrAByteBufferIsAClearError() {
    let run = SnippetRun.run(
      #"""
      NSValue *boxed = [NSValue valueWithBytes:@"text" objCType:"i"];
      """#)
    XCTAssertTrue(
      run.error?.message.hasPrefix(
        "argument 1 of +[NSValue valueWithBytes:objCType:] must be the address of a variable (&variable) or a byte buffer, got '"
      ) == true, run.error?.description ?? "no error")
  }
}
