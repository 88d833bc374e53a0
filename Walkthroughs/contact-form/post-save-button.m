@weakify(self);
[[self.contactEditView.contactHasNoPros
      not] //1
     subscribeNext:^(NSNumber *x) {
         @strongify(self);
         self.navigationItem.rightBarButtonItem.enabled = x.boolValue;
     }];
