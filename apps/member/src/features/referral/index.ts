// Nothing of this feature is used elsewhere: its page is loaded by routes.tsx from its file.
// What another place needs of it one day is exported here, and only here.
export {};
