// Not the post's code: the page sets up the cell's pipeline, and the table view reuses the cell for
// another row after 3 s.
[self initPipelineWithCell:cell];
[[RACScheduler mainThreadScheduler] afterDelay:3 schedule:^{
    [cell prepareForReuse];
}];
