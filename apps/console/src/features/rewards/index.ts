// Nothing of this feature is used elsewhere: its pages are loaded by routes.tsx from their files.
// What another place needs of it one day is exported here, and only here.
export {};
