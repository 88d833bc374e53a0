import XCTest

/// The runtime's declared properties (`class_getProperty`, `property_getName`,
/// `property_getAttributes`) and extobjc's `rac_copyPropertyAttributes`, read through `->` as
/// RAC's KVO wrapper reads them, on fixtures written here.
final class ObjCRuntimePropertyTests: LeakCheckedTestCase {
  private let classes = #"""
    @interface Person : NSObject
    @property (nonatomic, copy) NSString *name;
    @property (nonatomic, weak) Person *friend;
    @property (atomic, strong, readonly) NSArray *pets;
    @property (nonatomic, assign, getter=isHappy) BOOL happy;
    @property (nonatomic, copy) void (^callback)(void);
    @end
    @implementation Person
    @end
    @interface Student : Person
    @end
    @implementation Student
    @end

    """#

  func testAttributeStringsAreClangs() {
    assertPrints(
      classes + #"""
        for (NSString *name in @[@"name", @"friend", @"pets", @"happy", @"callback"]) {
          objc_property_t property = class_getProperty([Person class], name.UTF8String);
          printf("%s %s\n", property_getName(property), property_getAttributes(property));
        }
        """#,
      [
        #"name T@"NSString",C,N,V_name"#, #"friend T@"Person",W,N,V_friend"#, #"pets T@"NSArray",R,&,V_pets"#,
        "happy TB,N,GisHappy,V_happy", "callback T@?,C,N,V_callback",
      ])
  }

  func testASubclassFindsItsSuperclasssPropertyAndAnUnknownNameIsNull() {
    assertPrints(
      classes + #"""
        NSLog(@"%d", class_getProperty([Student class], "name") != NULL);
        NSLog(@"%d", class_getProperty([Student class], "age") == NULL);
        NSLog(@"%d", class_getProperty(object_getClass([Student new]), "friend") != NULL);
        """#,
      ["1", "1", "1"])
  }

  func testCopiedAttributesReadThroughAStructPointer() {
    assertPrints(
      classes + #"""
        rac_propertyAttributes *attributes = rac_copyPropertyAttributes(class_getProperty([Person class], "friend"));
        NSLog(@"%s %@ %d %d %d %d", attributes->type, attributes->objectClass, attributes->weak, attributes->nonatomic,
          attributes->readonly, attributes->memoryManagementPolicy);
        NSLog(@"%d", strstr(attributes->type, @encode(id)) == attributes->type);
        free(attributes);
        attributes = rac_copyPropertyAttributes(class_getProperty([Person class], "happy"));
        NSLog(@"%s %@ %@ %s %d", attributes->type, attributes->objectClass, NSStringFromSelector(attributes->getter),
          attributes->ivar, attributes->weak);
        attributes = rac_copyPropertyAttributes(class_getProperty([Person class], "name"));
        NSLog(@"%d %d", attributes->memoryManagementPolicy, strcmp(attributes->type, @encode(void (^)(void))) == 0);
        attributes = rac_copyPropertyAttributes(class_getProperty([Person class], "callback"));
        NSLog(@"%d %d", attributes->objectClass == nil, strcmp(attributes->type, @encode(void (^)(void))) == 0);
        """#,
      [#"@"Person" Person 1 1 0 0"#, "1", "B (null) isHappy _happy 0", "2 0", "1 1"])
  }
}
