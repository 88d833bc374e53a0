- (RACSignal *)savaAvatar:(UIImage *)image withContact:(FMContact *)contact {
    NSParameterAssert(image != nil);
    NSParameterAssert(contact.contactItems.count > 0);
    
    //1
    RACSignal *addrs = [[contact.contactItems.rac_sequence
                         map:^(FMContactItem *contactItem) {
                             return contactItem.email;
                         }]
                        signal];
    
    return [[[[addrs
               map:^id(NSString *emailAddr) {
                   return [[[[FMAvatarManager shareInstance] rac_setAvatar:emailAddr image:image] //2
                            map:^id(id value) {
                                //4
                                return RACTuplePack(value, nil);//rac_setAvatar成功的时候
                            }]
                           catch:^RACSignal *(NSError *error) {
                               //3
                               return [RACSignal return:RACTuplePack(nil, error)];
                           }];
               }]
              collect]  //5
             flattenMap:^RACStream *(NSArray<RACSignal *> *arrayOfSignal) {             
                 return [[RACSignal zip:arrayOfSignal]  //6
                         map:^id(RACTuple *tuple) {     //7
                             //8
                             return [tuple allObjects];
                         }];
             }]
            map:^id(NSArray<RACTuple *> *value) {
                //9
                return value;
            }];
}
