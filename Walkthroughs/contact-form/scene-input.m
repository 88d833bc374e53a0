// Not the post's code: the user's edits, one per (virtual) second from 1 s on, except one made in
// the same second as the edit before it ("at once"); each is printed before it is made. Rows are
// added and deleted as the post's table view does: a new array for the contact each time.
NSArray *walkthroughRemoving(NSArray *rows, id row) {
    NSMutableArray *kept = [rows mutableCopy];
    [kept removeObject:row];
    return [kept copy];
}

FMContactItem *rowB = [FMContactItem walkthroughRowNamed:@"rowB"];
FMContactItem *rowC = [FMContactItem walkthroughRowNamed:@"rowC"];
FMContactItem *rowD = [FMContactItem walkthroughRowNamed:@"rowD"];
FMCustomInformation *rowQ = [FMCustomInformation walkthroughRowNamed:@"rowQ"];

NSArray *edits = @[
    @[ @"type nick \"T\"", ^{ contact.nick = @"T"; } ],
    @[ @"type nick \"To\"", ^{ contact.nick = @"To"; } ],
    @[ @"clear nick", ^{ contact.nick = @""; } ],
    @[ @"type mark \"friend\"", ^{ contact.mark = @"friend"; } ],
    @[ @"mark set to \"friend\" again (end of editing)", ^{ contact.mark = @"friend"; } ],
    @[ @"clear mark", ^{ contact.mark = nil; } ],
    @[ @"add e-mail row B", ^{ contact.contactItems = [contact.contactItems arrayByAddingObject:rowB]; } ],
    @[ @"add e-mail row C", ^{ contact.contactItems = [contact.contactItems arrayByAddingObject:rowC]; } ],
    @[ @"type \"tom@c.example\" into row C", ^{ rowC.email = @"tom@c.example"; } ],
    @[ @"type \"tom@b.example\" into row B", ^{ rowB.email = @"tom@b.example"; } ],
    @[ @"clear row B (row C still has \"tom@c.example\")", ^{ rowB.email = @""; } ],
    @[ @"delete row B", ^{ contact.contactItems = walkthroughRemoving(contact.contactItems, rowB); } ],
    @[ @"add e-mail row D", ^{ contact.contactItems = [contact.contactItems arrayByAddingObject:rowD]; } ],
    @[ @"delete row C", ^{ contact.contactItems = walkthroughRemoving(contact.contactItems, rowC); } ],
    @[ @"at once: type \"tom@d.example\" into row D", ^{ rowD.email = @"tom@d.example"; } ],
    @[ @"delete row D", ^{ contact.contactItems = walkthroughRemoving(contact.contactItems, rowD); } ],
    @[ @"add phone \"010-1234\"", ^{ contact.telephone = @[@"010-1234"]; } ],
    @[ @"clear the phone (the row stays)", ^{ contact.telephone = @[@""]; } ],
    @[ @"add custom row Q", ^{ contact.customInformations = [contact.customInformations arrayByAddingObject:rowQ]; } ],
    @[ @"type name \"QQ\" into custom row Q", ^{ rowQ.name = @"QQ"; } ],
    @[ @"clear custom row Q's name", ^{ rowQ.name = @""; } ],
    @[ @"type birthday \"1990-01-01\"", ^{ contact.birthday = @"1990-01-01"; } ],
];
NSTimeInterval time = 0;
for (NSUInteger index = 0; index < edits.count; index++) {
    NSString *title = edits[index][0];
    void (^edit)(void) = edits[index][1];
    if (![title hasPrefix:@"at once: "]) {
        time += 1;
    }
    [[RACScheduler mainThreadScheduler] afterDelay:time schedule:^{
        NSLog(@"edit %lu: %@", (unsigned long)(index + 1), title);
        edit();
    }];
}
