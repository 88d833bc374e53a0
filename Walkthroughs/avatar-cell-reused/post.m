//1
/*
 ColdSignal<UIImage?, NoError>
 Completion: download image finished;
 Error: 
 Scheduler: specified;
 Multicast: NO;
 */
- (RACSignal *)getAvatarWithContact: (FMContact *)contact {
    RACSignal *addrs = [[contact.contactItems.rac_sequence
                         map:^(FMContactItem *contactItem) {
                             return contactItem.email;
                         }]
                        signal];//4
    
    return [[[[addrs take:1]  //5
              map:^id(NSString *emailAddr) {
                  return [[[FMAvatarManager shareInstance] rac_asyncGetAvatar:emailAddr]
                          retry:3];  //6
              }]
             flatten]
            catch:^RACSignal *(NSError *error) {
                //7
                return [RACSignal return:nil]; //8
            }];
}

- (void)initPipelineWithCell:(FMContactCreateAvatarCell *)cell {
    @weakify(cell);
    [[[[self getAvatarWithContact:self.contact] //1
       deliverOnMainThread]
      takeUntil:cell.rac_prepareForReuseSignal]
     subscribeNext:^(UIImage *image) {
         @strongify(cell);
         if (image) { //2
             [cell.avatarButton setImage:image forState:UIControlStateNormal];
         }
     } error:^(NSError *error) {
         //3
     } completed:^{
     }];
}
