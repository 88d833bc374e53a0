import RACWalkthroughCLI

WalkthroughCommandLine.main()
