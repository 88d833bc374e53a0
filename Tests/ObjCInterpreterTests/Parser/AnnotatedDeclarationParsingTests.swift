import ObjCWalkthroughs
import XCTest

@testable import ObjCInterpreter
@testable import ObjCLibraries

/// The parser on Objective-C as Xcode 7 and later compile it, which ReactiveObjC's headers are
/// written in: nullability, lightweight generics, `__kindof`, attributes and availability macros,
/// `_Pragma`, `NS_ERROR_ENUM`, `@import`. None of it changes what runs; each is read as clang
/// reads it, and a list left open is an error at its place.
final class AnnotatedDeclarationParsingTests: LeakCheckedTestCase {
  private func parse(_ text: String) throws -> Program {
    try Parser.parse(SourceFile(name: "t.m", text: text), knownTypeNames: NativeClasses.walkthroughs.classNames)
  }

  private func declarationTypes(_ text: String) throws -> [String] {
    try parse(text).statements.compactMap { ($0 as? DeclarationStatement)?.declarations.first?.type.description }
  }

  private func interfaces(_ program: Program) -> [ClassInterface] {
    program.items.compactMap { if case .interface(let interface) = $0 { return interface } else { return nil } }
  }

  func testATypeParameterIsATypeInsideItsInterfaceAndOnlyThere() throws {
    let program = try parse(
      """
      @interface Box<__covariant ValueType, __contravariant InputType : id<NSCopying>> : NSObject
      typedef ValueType _Nullable (^BoxMaker)(InputType _Nonnull seed, BOOL *stop);
      - (nullable ValueType)value;
      @end
      BoxMaker maker = nil;
      """)
    XCTAssertEqual(program.typedefs["BoxMaker"]?.description, "id (^)(id, BOOL *)")
    XCTAssertNil(program.typedefs["ValueType"])
    XCTAssertNil(program.typedefs["InputType"])
    XCTAssertEqual(interfaces(program).map(\.name), ["Box"])
    XCTAssertEqual(interfaces(program).map(\.superclassName), ["NSObject"])
    XCTAssertEqual(program.statements.count, 1)
  }

  func testInterfaceBuilderMarksBeforeAPropertysTypeAreReadPast() throws {
    let program = try parse(
      """
      @interface FormController ()
      @property (weak, nonatomic) IBOutlet UILabel *title;
      @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *choices;
      @property (nonatomic) IBInspectable NSInteger rows;
      @end
      """)
    let properties = interfaces(program).flatMap(\.properties)
    XCTAssertEqual(properties.map(\.name), ["title", "choices", "rows"])
    XCTAssertEqual(properties.map(\.type.description), ["UILabel *", "NSArray *", "long"])
    XCTAssertEqual(properties.map { $0.attributes.contains("weak") }, [true, false, false])
  }

  func testAnUnclosedOutletCollectionIsAnErrorAtItsPlace() {
    XCTAssertThrowsError(
      try parse(
        """
        @interface FormController ()
        @property (nonatomic) IBOutletCollection(UIButton NSArray *choices;
        @end
        """))
  }

  func testAGenericClassMayBeForwardDeclaredSubclassedWithTypeArgumentsAndExtendedByACategory() throws {
    let program = try parse(
      """
      @class Pair<__covariant First, __covariant Second>, Plain;
      @interface Stream<__covariant ValueType> : NSObject
      @end
      @interface Sig<__covariant ValueType> : Stream<ValueType> <NSCopying, NSObject>
      @end
      @interface Sig<__covariant ValueType> (Extra)
      - (void)extra;
      @end
      @interface Sig<ValueType> ()
      @property (nonatomic, copy, nullable) ValueType latest;
      @end
      Pair<NSString *, NSNumber *> *pair = nil;
      Plain *plain = nil;
      """)
    let found = interfaces(program)
    XCTAssertEqual(found.map(\.name), ["Stream", "Sig", "Sig", "Sig"])
    XCTAssertEqual(found.map(\.superclassName), [Optional("NSObject"), "Stream", nil, nil])
    XCTAssertEqual(found.map(\.categoryName), [nil, nil, "Extra", ""])
    XCTAssertEqual(found[3].properties.map(\.type.description), ["id"])
    XCTAssertEqual(
      program.statements.compactMap { ($0 as? DeclarationStatement)?.declarations.first?.type.description },
      ["Pair *", "Plain *"])
  }

  func testNullabilityWordsAndTheAssumeNonnullRegionLeaveTypesAsTheyWere() throws {
    XCTAssertEqual(
      try declarationTypes(
        """
        NS_ASSUME_NONNULL_BEGIN
        NSString * _Nullable a = nil;
        id _Nonnull b = @1;
        NSString * __nullable c = nil;
        void (^ _Nullable d)(id _Nullable value, NSError * _Nullable * _Nullable error) = nil;
        NSArray * _Null_unspecified e = nil;
        NS_ASSUME_NONNULL_END
        """),
      ["NSString *", "id", "NSString *", "void (^)(id, NSError * *)", "NSArray *"])
    let program = try parse(
      """
      @interface Maker : NSObject
      @property (nonatomic, copy, null_resettable) NSString *name;
      - (nullable id)first:(nonnull NSArray *)items second:(null_unspecified id)other;
      @end
      @implementation Maker
      - (nullable id)first:(nonnull NSArray *)items second:(null_unspecified id)other { return other; }
      @end
      """)
    XCTAssertEqual(interfaces(program).first?.properties.first?.attributes, ["nonatomic", "copy", "null_resettable"])
    guard case .implementation(let implementation) = program.items[1] else { return XCTFail("no implementation") }
    XCTAssertEqual(implementation.methods.map(\.selector), ["first:second:"])
    XCTAssertEqual(implementation.methods.first?.parameters.map(\.type.description), ["NSArray *", "id"])
  }

  func testKindofAndTypeArgumentsAreReadPastInDeclarationsCastsAndBlockTypes() throws {
    XCTAssertEqual(
      try declarationTypes(
        """
        __kindof RACStream *stream = nil;
        NSArray<id<NSCopying>> *keys = nil;
        NSDictionary<NSString *, NSArray<NSNumber *> *> *table = nil;
        RACSignal<NSNumber *> *numbers = (RACSignal<NSNumber *> *)stream;
        RACSignal * _Nullable (^bindBlock)(__kindof NSObject * _Nullable value, BOOL *stop) = nil;
        """),
      ["RACStream *", "NSArray *", "NSDictionary *", "RACSignal *", "RACSignal * (^)(NSObject *, BOOL *)"])
  }

  func testAttributesAndAvailabilityMacrosAfterADeclarationAreReadPast() throws {
    let program = try parse(
      """
      @interface Maker : NSObject
      - (instancetype)initWithName:(NSString *)name NS_DESIGNATED_INITIALIZER;
      - (instancetype)init NS_UNAVAILABLE;
      + (instancetype)new __attribute__((unavailable("use -initWithName:")));
      - (id)make RAC_WARN_UNUSED_RESULT;
      - (id)old __attribute((deprecated));
      - (instancetype)setNameWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
      @end
      int unused __attribute__((unused)) = 3;
      """)
    XCTAssertEqual(interfaces(program).map(\.name), ["Maker"])
    XCTAssertEqual(program.statements.count, 1)
  }

  func testPragmaOperatorsAreDroppedAsThePreprocessorDoesWrittenAloneOrInAMacro() throws {
    let program = try parse(
      """
      _Pragma("clang diagnostic push") \\
      _Pragma("clang diagnostic ignored \\"-Wstrict-prototypes\\"")
      int a = 1;
      #define QUIETLY(x) _Pragma("clang diagnostic push") x _Pragma("clang diagnostic pop")
      QUIETLY(int b = 2;)
      _Pragma("clang diagnostic pop")
      """)
    XCTAssertEqual(
      program.statements.compactMap { ($0 as? DeclarationStatement)?.declarations.first?.name }, ["a", "b"])
    XCTAssertThrowsError(try parse("int a = 1;\n_Pragma(\"clang diagnostic push\"")) { error in
      XCTAssertEqual((error as? ObjCError)?.message, "unterminated _Pragma(…)")
      XCTAssertEqual((error as? ObjCError)?.location.line, 2)
    }
  }

  func testAnErrorEnumDeclaresIntegerCodesNamedByItsType() throws {
    let program = try parse(
      """
      extern NSErrorDomain const MyDomain;
      typedef NS_ERROR_ENUM(MyDomain, MyError) {
        MyErrorFirst = 1,
        MyErrorSecond,
      };
      MyError code = MyErrorSecond;
      """)
    XCTAssertEqual(program.typedefs["MyError"]?.description, "long")
    let enumerations = program.items.compactMap { item -> EnumDeclaration? in
      if case .enumeration(let enumeration) = item { return enumeration }
      return nil
    }
    XCTAssertEqual(enumerations.map(\.typeName), ["MyError"])
    XCTAssertEqual(enumerations.first?.constants.map(\.name), ["MyErrorFirst", "MyErrorSecond"])
  }

  func testModuleImportsAreReadPast() throws {
    let program = try parse("@import Foundation;\n@import UIKit.UIView;\nint a = 1;")
    XCTAssertEqual(
      program.statements.compactMap { ($0 as? DeclarationStatement)?.declarations.first?.name }, ["a"])
  }

  func testATypeParameterListLeftOpenIsAnErrorWhereItShouldClose() {
    XCTAssertThrowsError(try parse("@interface Box<__covariant T : id<NSCopying>\n@end\n")) { error in
      XCTAssertEqual(
        "\(error)",
        "t.m:2:1: error: expected '>' to close the type parameters that '<' on column 15 opened, found '@end'\n@end\n^"
      )
    }
    XCTAssertThrowsError(try parse("@class Pair<First, >;")) { error in
      XCTAssertEqual(
        "\(error)",
        "t.m:1:20: error: expected a type parameter's name, found '>'\n@class Pair<First, >;\n"
          + String(repeating: " ", count: 19) + "^")
    }
  }
}
