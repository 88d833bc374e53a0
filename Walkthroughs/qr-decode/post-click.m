-(void)jsCallImageClick:(NSString *)imageUrl imageClickName:(NSString *)imgClickName {
    NSMutableArray *components = [NSMutableArray arrayWithArray:[imageUrl componentsSeparatedByString:@"&qmSrc:"]];
    NSMutableArray *temp = [NSMutableArray arrayWithArray:[(NSString*)[components firstObject] componentsSeparatedByString:[NSString stringWithFormat:@"&%@:",imgClickName]]];
    [self filterJsArray:temp];
    NSString *imageUrlString = [NSString stringWithFormat:@"%@",(NSString *)[temp firstObject]];
    
    RACSignal *barCodeStringSignal = [self.barCodeService decodeBarWithURLString:imageUrlString];
    
    @weakify(self);
    [[barCodeStringSignal
      deliverOn:[RACScheduler mainThreadScheduler]]  //1
     subscribeNext:^(NSString *barCodeString) {
         @strongify(self);
         [self showImageSaveSheetWithImageUrl:imageUrl withImageClickName:imgClickName withBarCode:barCodeString];
     } error:^(NSError *error) {
         
         @strongify(self);
         [self showImageSaveSheetWithImageUrl:imageUrl withImageClickName:imgClickName withBarCode:nil];
     } completed:^{
     }];
}
