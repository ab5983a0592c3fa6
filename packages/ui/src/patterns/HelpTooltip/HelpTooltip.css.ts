// HelpTooltip is made of IconButton and Modal and needs no styles of its own; the file keeps the folder's shape.
export {};
