// pick: a line picker in the class of fzf, on RowKit's public API. See PickMain.
PickMain.run()
