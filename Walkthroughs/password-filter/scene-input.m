// Not the post's code: the user types "password" into the field, one character every 0.2 s of
// virtual time, then deletes two characters.
walkthroughTypeThenDelete(self.pwdTextField, @"password", 2);
