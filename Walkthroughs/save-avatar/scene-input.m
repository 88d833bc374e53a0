// Not the post's code: the page saves one image as the avatar of every address of the contact and
// prints what it gets: one array of (value, error) tuples, in the addresses' order.
[[self savaAvatar:[UIImage imageNamed:@"avatar.png"] withContact:contact] subscribeNext:^(NSArray *results) {
    DDLogVerbose(@"%@, %lu results", [results class], (unsigned long)results.count);
    for (NSUInteger index = 0; index < results.count; index++) {
        RACTuple *tuple = results[index];
        DDLogVerbose(@"%@: value = %@, error = %@", emails[index], tuple[0], tuple[1]);
    }
} error:^(NSError *error) {
    DDLogVerbose(@"error: %@", error);
} completed:^{
    DDLogVerbose(@"completed");
}];
