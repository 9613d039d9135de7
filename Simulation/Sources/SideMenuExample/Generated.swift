// The example app's sources are translated into the build directory by the TranslateForLinux
// plugin (from ../Examples/SideMenuExample); this file only gives the target a source folder.
