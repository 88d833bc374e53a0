// Not the post's code: the user's edits, one per (virtual) second, two in the same second once;
// each is printed before it is made. Rows are added and deleted as the post's table view does: a
// new array for the contact each time.
NSArray *walkthroughRemoving(NSArray *rows, id row) {
    NSMutableArray *kept = [rows mutableCopy];
    [kept removeObject:row];
    return [kept copy];
}

FMContactItem *rowB = [FMContactItem walkthroughRowNamed:@"rowB"];
FMContactItem *rowC = [FMContactItem walkthroughRowNamed:@"rowC"];
FMContactItem *rowD = [FMContactItem walkthroughRowNamed:@"rowD"];
FMCustomInformation *rowQ = [FMCustomInformation walkthroughRowNamed:@"rowQ"];

[[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{
    NSLog(@"edit %d: %@", 1, @"type nick \"T\"");
    contact.nick = @"T";
}];
[[RACScheduler mainThreadScheduler] afterDelay:2 schedule:^{
    NSLog(@"edit %d: %@", 2, @"type nick \"To\"");
    contact.nick = @"To";
}];
[[RACScheduler mainThreadScheduler] afterDelay:3 schedule:^{
    NSLog(@"edit %d: %@", 3, @"clear nick");
    contact.nick = @"";
}];
[[RACScheduler mainThreadScheduler] afterDelay:4 schedule:^{
    NSLog(@"edit %d: %@", 4, @"type mark \"friend\"");
    contact.mark = @"friend";
}];
[[RACScheduler mainThreadScheduler] afterDelay:5 schedule:^{
    NSLog(@"edit %d: %@", 5, @"mark set to \"friend\" again (end of editing)");
    contact.mark = @"friend";
}];
[[RACScheduler mainThreadScheduler] afterDelay:6 schedule:^{
    NSLog(@"edit %d: %@", 6, @"clear mark");
    contact.mark = nil;
}];
[[RACScheduler mainThreadScheduler] afterDelay:7 schedule:^{
    NSLog(@"edit %d: %@", 7, @"add e-mail row B");
    contact.contactItems = [contact.contactItems arrayByAddingObject:rowB];
}];
[[RACScheduler mainThreadScheduler] afterDelay:8 schedule:^{
    NSLog(@"edit %d: %@", 8, @"add e-mail row C");
    contact.contactItems = [contact.contactItems arrayByAddingObject:rowC];
}];
[[RACScheduler mainThreadScheduler] afterDelay:9 schedule:^{
    NSLog(@"edit %d: %@", 9, @"type \"tom@c.example\" into row C");
    rowC.email = @"tom@c.example";
}];
[[RACScheduler mainThreadScheduler] afterDelay:10 schedule:^{
    NSLog(@"edit %d: %@", 10, @"type \"tom@b.example\" into row B");
    rowB.email = @"tom@b.example";
}];
[[RACScheduler mainThreadScheduler] afterDelay:11 schedule:^{
    NSLog(@"edit %d: %@", 11, @"clear row B (row C still has \"tom@c.example\")");
    rowB.email = @"";
}];
[[RACScheduler mainThreadScheduler] afterDelay:12 schedule:^{
    NSLog(@"edit %d: %@", 12, @"delete row B");
    contact.contactItems = walkthroughRemoving(contact.contactItems, rowB);
}];
[[RACScheduler mainThreadScheduler] afterDelay:13 schedule:^{
    NSLog(@"edit %d: %@", 13, @"add e-mail row D");
    contact.contactItems = [contact.contactItems arrayByAddingObject:rowD];
}];
[[RACScheduler mainThreadScheduler] afterDelay:14 schedule:^{
    NSLog(@"edit %d: %@", 14, @"delete row C");
    contact.contactItems = walkthroughRemoving(contact.contactItems, rowC);
}];
[[RACScheduler mainThreadScheduler] afterDelay:14 schedule:^{
    NSLog(@"edit %d: %@", 15, @"at once: type \"tom@d.example\" into row D");
    rowD.email = @"tom@d.example";
}];
[[RACScheduler mainThreadScheduler] afterDelay:15 schedule:^{
    NSLog(@"edit %d: %@", 16, @"delete row D");
    contact.contactItems = walkthroughRemoving(contact.contactItems, rowD);
}];
[[RACScheduler mainThreadScheduler] afterDelay:16 schedule:^{
    NSLog(@"edit %d: %@", 17, @"add phone \"010-1234\"");
    contact.telephone = @[@"010-1234"];
}];
[[RACScheduler mainThreadScheduler] afterDelay:17 schedule:^{
    NSLog(@"edit %d: %@", 18, @"clear the phone (the row stays)");
    contact.telephone = @[@""];
}];
[[RACScheduler mainThreadScheduler] afterDelay:18 schedule:^{
    NSLog(@"edit %d: %@", 19, @"add custom row Q");
    contact.customInformations = [contact.customInformations arrayByAddingObject:rowQ];
}];
[[RACScheduler mainThreadScheduler] afterDelay:19 schedule:^{
    NSLog(@"edit %d: %@", 20, @"type name \"QQ\" into custom row Q");
    rowQ.name = @"QQ";
}];
[[RACScheduler mainThreadScheduler] afterDelay:20 schedule:^{
    NSLog(@"edit %d: %@", 21, @"clear custom row Q's name");
    rowQ.name = @"";
}];
[[RACScheduler mainThreadScheduler] afterDelay:21 schedule:^{
    NSLog(@"edit %d: %@", 22, @"type birthday \"1990-01-01\"");
    contact.birthday = @"1990-01-01";
}];
