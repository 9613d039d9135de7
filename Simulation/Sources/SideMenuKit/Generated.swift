// The translated SideMenuKit sources are generated into the build directory by the
// TranslateForLinux plugin; this file only gives the target a source of its own.
