// Nothing of this feature is used elsewhere: its page is loaded by routes.tsx from its file.
export {};
