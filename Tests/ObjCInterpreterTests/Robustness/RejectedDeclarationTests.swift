import Foundation
import ObjCInterpreter
import ObjCLibraries
import XCTest

/// What clang refuses to compile, the interpreter refuses to run, in clang's words (issue 25).
final class RejectedDeclarationTests: LeakCheckedTestCase {
  func testAClassNoLibraryOrSnippetHasIsAnUnknownTypeName() {
    assertFails("Foo *x = @1;", containing: "unknown type name 'Foo'", at: (1, 1))
    assertFails("static Bar *shared = nil;", containing: "unknown type name 'Bar'", at: (1, 1))
    assertPrints("@class Foo;\nFoo *x = nil;\nNSLog(@\"%@\", x);", ["(null)"])
    assertPrints(
      "@interface Foo : NSObject\n@end\n@implementation Foo\n@end\nFoo *x = [Foo new];\nNSLog(@\"%d\", x != nil);",
      ["1"])
  }

  func testAnObjectTypeWithoutAPointerCannotBeStaticallyAllocated() {
    assertFails(
      "RACSignal s = nil;", containing: "interface type 'RACSignal' cannot be statically allocated", at: (1, 11))
    assertPrints("NSRange r = NSMakeRange(1, 2);\nNSInteger i = r.length;\nNSLog(@\"%ld\", i);", ["2"])
  }

  func testTwoParametersWithOneNameAreARedefinition() {
    assertFails("id b = ^(int a, int a) { return a; };", containing: "redefinition of parameter 'a'", at: (1, 17))
    assertFails("void f(int a, int a) {}\nf(1, 2);", containing: "redefinition of parameter 'a'")
    assertFails("- (void)m:(int)a n:(int)a {}", containing: "redefinition of parameter 'a'")
  }

  func testEscapesOutOfRangeAreErrors() {
    assertFails("NSLog(@\"%@\", @\"\\uD800\");", containing: "invalid universal character '\\uD800'", at: (1, 14))
    assertFails("int c = '\\xfffffffff';", containing: "hex escape sequence out of range", at: (1, 9))
    assertFails("char c = '\\777';", containing: "octal escape sequence out of range")
    assertFails("NSLog(@\"\\x\");", containing: "\\x used with no following hex digits")
    assertFails("NSLog(@\"\\u12\");", containing: "incomplete universal character name")
    assertPrints("NSLog(@\"\\x41\\101\\u4e2d\\U0001F600\");", ["AA中😀"])
  }
}
