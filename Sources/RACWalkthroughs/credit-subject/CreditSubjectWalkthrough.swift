import LearningFromRAC
import RAC
import RACWalkthroughKit

import class Foundation.NSString

/// 从 ReactiveCocoa 中能学到什么？不用此库也能学以致用: the student's credit, kept by the chained
/// `SMStudent` and broadcast by the hand-made `SMCreditSubject`. Every tap of the button adds 5;
/// two subscribers react to each credit (the first colours the credit label: light grey below 30,
/// purple below 70, red from 70; the second resets the labels while the credit is 0), and the
/// student's satisfy block switches the pass label to "合格" at 70.
///
/// The view controller's properties are local variables here (`self.student` is `student`, and so
/// on); the post's blocks capture `self` strongly, which in the demo makes the view controller, the
/// student and the subject keep each other alive (NOTES.md).
let creditSubjectWalkthrough = Walkthrough(
  name: "credit-subject",
  title: "the hand-made SMCreditSubject: +5 credit per tap, two subscribers, the pass label at 70",
  post: "004_11e83888f5bb252f.txt"
) { context in
  let testButton = CreditDemoButton(name: "testButton")
  let currentCreditLabel = CreditDemoLabel(name: "currentCreditLabel", textColor: .lightGray)
  let isSatisfyLabel = CreditDemoLabel(name: "isSatisfyLabel", textColor: .lightGray)

  // self.student = [[[[[SMStudent create]
  //                    name:@"ming"]
  //                   gender:SMStudentGenderMale]
  //                  studentNumber:345]
  //                 filterIsASatisfyCredit:^BOOL(NSUInteger credit){
  let student = SMStudent.create()
    .name("ming")
    .gender(.male)
    .studentNumber(345)
    .filterIsASatisfyCredit { credit in
      // if (credit >= 70) {
      if credit >= 70 {
        // self.isSatisfyLabel.text = @"合格";
        isSatisfyLabel.text = "合格"
        // self.isSatisfyLabel.textColor = [UIColor redColor];
        isSatisfyLabel.textColor = .red
        return true
      } else {
        // self.isSatisfyLabel.text = @"不合格";
        isSatisfyLabel.text = "不合格"
        return false
      }
    }

  // @weakify(self);
  // [[self.testButton rac_signalForControlEvents:UIControlEventTouchUpInside] subscribeNext:^(id x) {
  //     @strongify(self);
  testButton.rac_signalForControlEvents(.touchUpInside).subscribeNext { _ in
    // [self.student sendCredit:^NSUInteger(NSUInteger credit) {
    student.sendCredit { credit in
      var credit = credit
      // credit += 5;
      credit += 5
      // NSLog(@"current credit %lu",credit);
      NSLog("current credit %lu", credit)
      // [self.student.creditSubject sendNext:credit];
      student.creditSubject.sendNext(credit)
      // return credit;
      return credit
    }
  }

  // [self.student.creditSubject subscribeNext:^(NSUInteger credit) {
  student.creditSubject.subscribeNext { credit in
    // NSLog(@"第一个订阅的credit处理积分%lu",credit);
    NSLog("第一个订阅的credit处理积分%lu", credit)
    // self.currentCreditLabel.text = [NSString stringWithFormat:@"%lu",credit];
    currentCreditLabel.text = String(format: "%lu", credit)
    if credit < 30 {
      // self.currentCreditLabel.textColor = [UIColor lightGrayColor];
      currentCreditLabel.textColor = .lightGray
    } else if credit < 70 {
      // self.currentCreditLabel.textColor = [UIColor purpleColor];
      currentCreditLabel.textColor = .purple
    } else {
      // self.currentCreditLabel.textColor = [UIColor redColor];
      currentCreditLabel.textColor = .red
    }
  }

  // [self.student.creditSubject subscribeNext:^(NSUInteger credit) {
  student.creditSubject.subscribeNext { credit in
    // NSLog(@"第二个订阅的credit处理积分%lu",credit);
    NSLog("第二个订阅的credit处理积分%lu", credit)
    // if (!(credit > 0)) {
    if !(credit > 0) {
      // self.currentCreditLabel.text = @"0";
      currentCreditLabel.text = "0"
      // self.isSatisfyLabel.text = @"未设置";
      isSatisfyLabel.text = "未设置"
    }
  }

  // The user taps "增加5个积分" 15 times, once a second: 5, 10, … 75.
  testButton.tap(times: 15, on: context.scheduler)
}
