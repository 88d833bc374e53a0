import XCTest

/// A parameter declared `__weak` or `__unsafe_unretained` (the qualifier before the type or after
/// its `*`) is a weak variable, as clang makes it: the caller's argument keeps its object for the
/// call, and a block made inside captures it weakly, so the block does not keep the object (RAC's
/// own `-rac_observeKeyPath:options:observer:block:` takes its observer so). Each rule is proved by
/// the object's `-dealloc` line coming before the block is called again.
final class WeakParameterTests: LeakCheckedTestCase {
  private static let classes = #"""
    @interface Photo : NSObject
    @property (nonatomic, copy) NSString *title;
    @end
    @implementation Photo
    - (void)dealloc { NSLog(@"dealloc %@", _title); }
    @end
    @interface Frame : NSObject
    @property (nonatomic, copy) NSString *(^caption)(void);
    @end
    @implementation Frame
    - (void)showWeakly:(__weak Photo *)photo {
      self.caption = ^NSString *{ return photo.title ?: @"empty"; };
    }
    - (void)showWeaklyAfterTheStar:(Photo * __weak)photo {
      self.caption = ^NSString *{ return photo.title ?: @"empty"; };
    }
    - (void)show:(Photo *)photo {
      self.caption = ^NSString *{ return photo.title ?: @"empty"; };
    }
    @end
    static void showUnretained(Frame *frame, __unsafe_unretained Photo *photo) {
      frame.caption = ^NSString *{ return photo.title ?: @"empty"; };
    }
    Frame *frame = [Frame new];
    Photo *photo = [Photo new];
    photo.title = @"lake";

    """#

  func testAWeakMethodParametersBlockDoesNotKeepItsObject() {
    assertPrints(
      Self.classes + #"""
        [frame showWeakly:photo];
        NSLog(@"%@", frame.caption());
        photo = nil;
        NSLog(@"%@", frame.caption());
        """#,
      ["lake", "dealloc lake", "empty"])
  }

  func testWeakWrittenAfterTheStarMakesTheParameterWeak() {
    assertPrints(
      Self.classes + #"""
        [frame showWeaklyAfterTheStar:photo];
        photo = nil;
        NSLog(@"%@", frame.caption());
        """#,
      ["dealloc lake", "empty"])
  }

  func testAnUnsafeUnretainedFunctionParametersBlockDoesNotKeepItsObject() {
    assertPrints(
      Self.classes + #"""
        showUnretained(frame, photo);
        photo = nil;
        NSLog(@"after");
        """#,
      ["dealloc lake", "after"])
  }

  func testAWeakBlockParametersBlockDoesNotKeepItsObject() {
    assertPrints(
      Self.classes + #"""
        void (^hang)(__weak Photo *) = ^(__weak Photo *hung) {
          frame.caption = ^NSString *{ return hung.title ?: @"empty"; };
        };
        hang(photo);
        NSLog(@"%@", frame.caption());
        photo = nil;
        NSLog(@"%@", frame.caption());
        """#,
      ["lake", "dealloc lake", "empty"])
  }

  /// The same method without the qualifier: the block keeps the photo until the frame lets go of it.
  func testAStrongParametersBlockKeepsItsObject() {
    assertPrints(
      Self.classes + #"""
        [frame show:photo];
        photo = nil;
        NSLog(@"%@", frame.caption());
        frame.caption = nil;
        NSLog(@"after");
        """#,
      ["lake", "dealloc lake", "after"])
  }

  func testAWeakLocalWrittenAfterTheStarDoesNotKeepItsObject() {
    assertPrints(
      Self.classes + #"""
        Photo * __weak weakPhoto = photo;
        photo = nil;
        NSLog(@"%@", weakPhoto == nil ? @"gone" : @"here");
        """#,
      ["dealloc lake", "gone"])
  }
}
