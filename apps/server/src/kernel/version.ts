import rootPackage from '../../../../package.json' with { type: 'json' };

/** The product version; release notes and `initialsettings/version` report it. */
export const APP_VERSION: string = rootPackage.version;
