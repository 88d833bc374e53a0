- (void)initPipline {
    @weakify(self);
    //1
    RACSignal *emailsIsNil = [[RACObserve(self.contact, contactItems) //2
                               flattenMap:^id(NSMutableArray *items) {
                                   if (items.count == 0) { //3
                                       return [RACSignal return:[NSNumber numberWithBool:YES]];
                                   }
                                   
                                   //4
                                   return [[[items.rac_sequence.signal
                                             map:^id(FMContactItem *item) {
                                                 return [[RACObserve(item, email)  //5
                                                          distinctUntilChanged]    //6
                                                         map:^id(NSString *email) {
                                                             //7
                                                             return [NSNumber numberWithBool:(email.length == 0)];
                                                         }];
                                             }]
                                            collect]  //8
                                           flattenMap:^id(NSArray *arrayOfBoolSignal) {
                                               return [[[RACSignal combineLatest:arrayOfBoolSignal]  //9
                                                        map:^id(RACTuple *tuple) {
                                                            //10
                                                            BOOL b = YES;
                                                            for (NSUInteger i = 0; i < tuple.count; i++) {
                                                                NSNumber *n = [tuple objectAtIndex:i];
                                                                b = b && n.boolValue;
                                                            }
                                                            return [NSNumber numberWithBool:b];
                                                        }]
                                                       distinctUntilChanged];  //11
                                           }];
                               }]
                              distinctUntilChanged];  //11
    
    //12
    RACSignal *phonesIsNil = [[RACObserve(self.contact, telephone)
                               map:^id(NSMutableArray *phones) {
                                   if (phones.count == 0) {
                                       return [NSNumber numberWithBool:YES];
                                   }
                                   
                                   for (NSString *phone in phones) {
                                       if (phone.length > 0) {
                                           return [NSNumber numberWithBool:NO];
                                       }
                                   }
                                   
                                   return [NSNumber numberWithBool:YES];
                               }]
                              distinctUntilChanged];
    
    RACSignal *addressIsNil = [[RACObserve(self.contact, familyAddress)
                                map:^id(NSMutableArray *addrs) {
                                    if (addrs.count == 0) {
                                        return [NSNumber numberWithBool:YES];
                                    }
                                    
                                    for (NSString *addr in addrs) {
                                        if (addr.length > 0) {
                                            return [NSNumber numberWithBool:NO];
                                        }
                                    }
                                    
                                    return [NSNumber numberWithBool:YES];
                                }]
                               distinctUntilChanged];
    
    RACSignal *customInfosIsNil = [[RACObserve(self.contact, customInformations)
                                    flattenMap:^id(NSMutableArray *infos) {
                                        if (infos.count == 0) {
                                            return [RACSignal return:[NSNumber numberWithBool:YES]];
                                        }
                                        
                                        return [[[infos.rac_sequence.signal
                                                  map:^id(FMCustomInformation *info) {
                                                      RACSignal *nameSignal = [[RACObserve(info, name)
                                                                                distinctUntilChanged]
                                                                               map:^id(NSString *name) {
                                                                                   return [NSNumber numberWithBool:(name.length == 0)];
                                                                               }];
                                                      
                                                      RACSignal *infoSignal = [[RACObserve(info, information)
                                                                                distinctUntilChanged]
                                                                               map:^id(NSString *i) {
                                                                                   return [NSNumber numberWithBool:(i.length == 0)];
                                                                               }];
                                                      
                                                      return [RACSignal combineLatest:@[nameSignal, infoSignal]
                                                                               reduce:(id)^id(NSNumber *name, NSNumber *info){
                                                                                   return [NSNumber numberWithBool:(name.boolValue && info.boolValue)];
                                                                               }];
                                                      
                                                  }]
                                                 collect]
                                                flattenMap:^id(NSArray *arrayOfBoolSignal) {
                                                    return [[[RACSignal combineLatest:arrayOfBoolSignal]
                                                             map:^id(RACTuple *tuple) {
                                                                 BOOL b = YES;
                                                                 for (NSUInteger i = 0; i < tuple.count; i++) {
                                                                     NSNumber *n = [tuple objectAtIndex:i];
                                                                     b = b && n.boolValue;
                                                                 }
                                                                 return [NSNumber numberWithBool:b];
                                                             }]
                                                            distinctUntilChanged];
                                                }];
                                    }]
                                   distinctUntilChanged];
    
    RACSignal *nickIsNil = [[RACObserve(self.contact, nick)
                             map:^id(NSString *nick) {
                                 @strongify(self);
                                 if (self.contact.nick == nil || [self.contact.nick isEqualToString:@""] == YES) {
                                     return [NSNumber numberWithBool:YES];
                                 }
                                 return [NSNumber numberWithBool:NO];
                             }]
                            distinctUntilChanged];
    
    RACSignal *markIsNil = [RACObserve(self.contact, mark)
                            map:^id(NSString *mark) {
                                @strongify(self);
                                if (self.contact.mark == nil || [self.contact.mark isEqualToString:@""] == YES) {
                                    return [NSNumber numberWithBool:YES];
                                }
                                return [NSNumber numberWithBool:NO];
                            }];
    
    RACSignal *birthdayIsNil = [RACObserve(self.contact, birthday)
                                map:^id(NSString *birthday) {
                                    @strongify(self);
                                    if (self.contact.birthday == nil || [self.contact.birthday isEqualToString:@""] == YES) {
                                        return [NSNumber numberWithBool:YES];
                                    }
                                    return [NSNumber numberWithBool:NO];
                                }];
    
    //13
    NSArray *allSignal = @[nickIsNil, emailsIsNil, markIsNil, phonesIsNil, addressIsNil, birthdayIsNil, customInfosIsNil];
    self.contactHasNoPros = [[[[RACSignal combineLatest:allSignal]  //13
                               map:^id(RACTuple *tuple) {
                                   //14
                                   BOOL b = YES;
                                   for (NSUInteger i = 0; i < tuple.count; i++) {
                                       NSNumber *n = [tuple objectAtIndex:i];
                                       b = b && n.boolValue;
                                   }
                                   return [NSNumber numberWithBool:b];
                               }]
                              distinctUntilChanged]
                             deliverOnMainThread];
}
