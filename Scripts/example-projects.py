#!/usr/bin/env python3
"""Writes and checks the example apps' Xcode projects (Examples/<App>/<App>.xcodeproj).

Each example is an iOS app target whose sources are the example folder's .swift files and
whose only dependency is the SideMenuKit product of the package two levels up (`../..`, a
local package reference as Xcode 15 and later write it). There is no Xcode on Linux, so the
projects are written by this script, and `check` verifies what would otherwise only show on a
Mac: that the project parses, that every .swift file of the folder is compiled by the app
target (and nothing else), that the Info.plist exists and asks for ProMotion frame rates, that
the package reference points at this package and its SideMenuKit product, and that the
shared scheme builds the app target. `check` reads the project semantically, so a project
that Xcode rewrote (after adding a file in Xcode) still passes.

Usage: Scripts/example-projects.py write   # (re)write the projects from the folders
       Scripts/example-projects.py check   # exit 1 with the problems found
"""

import hashlib
import plistlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The examples: folder name (= target, scheme and module name) → what differs between them.
# SwiftUI's NavigationStack, used by the SwiftUI example, needs iOS 16; the UIKit example runs
# on the package's oldest system, iOS 15.
EXAMPLES = {
    "SideMenuExample": {"deployment_target": "15.0"},
    "SideMenuSwiftUIExample": {"deployment_target": "16.0"},
}
PACKAGE_PATH = "../.."
PRODUCT = "SideMenuKit"
PROMOTION_KEY = "CADisableMinimumFrameDurationOnPhone"


def object_id(app: str, name: str) -> str:
    """A stable 24-hex-digit object identifier, so rewriting a project changes nothing."""
    return hashlib.sha1(f"{app}/{name}".encode()).hexdigest()[:24].upper()


def quoted(value: str) -> str:
    """A value as the project file spells it: bare when it is a plain word, else quoted."""
    if re.fullmatch(r"[A-Za-z0-9_./]+", value):
        return value
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def settings(values: dict) -> str:
    return "".join(f"\t\t\t\t{key} = {quoted(val)};\n" for key, val in sorted(values.items()))


def objects_sorted_by_id(text: str) -> str:
    """Orders the objects of every section by identifier, as Xcode writes them, so that Xcode
    saving the project does not reorder it."""
    def sort_section(match):
        entries = re.split(r"(?m)^(?=\t\t[0-9A-F]{24} )", match.group(2))
        return match.group(1) + "".join(sorted(e for e in entries if e)) + match.group(3)
    return re.sub(r"(?s)(/\* Begin \w+ section \*/\n)(.*?)(/\* End \w+ section \*/)",
                  sort_section, text)


def project_text(app: str, swift_files: list) -> str:
    """The project.pbxproj of one example (objectVersion 60: Xcode 15 or later)."""
    return objects_sorted_by_id(unsorted_project_text(app, swift_files))


def unsorted_project_text(app: str, swift_files: list) -> str:
    i = lambda name: object_id(app, name)  # noqa: E731
    deployment = EXAMPLES[app]["deployment_target"]
    common = {
        "ALWAYS_SEARCH_USER_PATHS": "NO",
        "CLANG_ENABLE_MODULES": "YES",
        "ENABLE_STRICT_OBJC_MSGSEND": "YES",
        "ENABLE_USER_SCRIPT_SANDBOXING": "YES",
        "IPHONEOS_DEPLOYMENT_TARGET": deployment,
        "SDKROOT": "iphoneos",
        "SWIFT_VERSION": "6.0",
    }
    project_debug = dict(common, **{
        "DEBUG_INFORMATION_FORMAT": "dwarf",
        "ENABLE_TESTABILITY": "YES",
        "GCC_OPTIMIZATION_LEVEL": "0",
        "ONLY_ACTIVE_ARCH": "YES",
        "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)",
        "SWIFT_OPTIMIZATION_LEVEL": "-Onone",
    })
    project_release = dict(common, **{
        "DEBUG_INFORMATION_FORMAT": "dwarf-with-dsym",
        "ENABLE_NS_ASSERTIONS": "NO",
        "SWIFT_COMPILATION_MODE": "wholemodule",
        "VALIDATE_PRODUCT": "YES",
    })
    target = {
        "CODE_SIGN_STYLE": "Automatic",
        "CURRENT_PROJECT_VERSION": "1",
        # Xcode generates the usual keys (bundle name, executable, version) and merges the
        # folder's Info.plist (scene manifest, launch screen, ProMotion) into them.
        "GENERATE_INFOPLIST_FILE": "YES",
        "INFOPLIST_FILE": "Info.plist",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": (
            "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown "
            "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"),
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": (
            "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft "
            "UIInterfaceOrientationLandscapeRight"),
        "LD_RUNPATH_SEARCH_PATHS": "$(inherited) @executable_path/Frameworks",
        "MARKETING_VERSION": "1.0",
        "PRODUCT_BUNDLE_IDENTIFIER": f"dev.sidemenukit.{app}",
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_EMIT_LOC_STRINGS": "YES",
        "TARGETED_DEVICE_FAMILY": "1,2",
    }
    files = sorted(swift_files)
    build_files = "".join(
        f"\t\t{i('build/' + f)} /* {f} in Sources */ = "
        f"{{isa = PBXBuildFile; fileRef = {i('file/' + f)} /* {f} */; }};\n" for f in files)
    build_files += (
        f"\t\t{i('build/product')} /* {PRODUCT} in Frameworks */ = "
        f"{{isa = PBXBuildFile; productRef = {i('product')} /* {PRODUCT} */; }};\n")
    file_refs = "".join(
        f"\t\t{i('file/' + f)} /* {f} */ = {{isa = PBXFileReference; "
        f"lastKnownFileType = sourcecode.swift; path = {quoted(f)}; sourceTree = \"<group>\"; }};\n"
        for f in files)
    file_refs += (
        f"\t\t{i('file/Info.plist')} /* Info.plist */ = {{isa = PBXFileReference; "
        f"lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = \"<group>\"; }};\n"
        f"\t\t{i('app')} /* {app}.app */ = {{isa = PBXFileReference; "
        f"explicitFileType = wrapper.application; includeInIndex = 0; path = {app}.app; "
        f"sourceTree = BUILT_PRODUCTS_DIR; }};\n")
    children = "".join(f"\t\t\t\t{i('file/' + f)} /* {f} */,\n" for f in files)
    sources = "".join(f"\t\t\t\t{i('build/' + f)} /* {f} in Sources */,\n" for f in files)
    return f"""// !$*UTF8*$!
{{
\tarchiveVersion = 1;
\tclasses = {{
\t}};
\tobjectVersion = 60;
\tobjects = {{

/* Begin PBXBuildFile section */
{build_files}/* End PBXBuildFile section */

/* Begin PBXFileReference section */
{file_refs}/* End PBXFileReference section */

/* Begin PBXFrameworksBuildPhase section */
\t\t{i('phase/frameworks')} /* Frameworks */ = {{
\t\t\tisa = PBXFrameworksBuildPhase;
\t\t\tbuildActionMask = 2147483647;
\t\t\tfiles = (
\t\t\t\t{i('build/product')} /* {PRODUCT} in Frameworks */,
\t\t\t);
\t\t\trunOnlyForDeploymentPostprocessing = 0;
\t\t}};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXGroup section */
\t\t{i('group/main')} = {{
\t\t\tisa = PBXGroup;
\t\t\tchildren = (
{children}\t\t\t\t{i('file/Info.plist')} /* Info.plist */,
\t\t\t\t{i('group/products')} /* Products */,
\t\t\t);
\t\t\tsourceTree = "<group>";
\t\t}};
\t\t{i('group/products')} /* Products */ = {{
\t\t\tisa = PBXGroup;
\t\t\tchildren = (
\t\t\t\t{i('app')} /* {app}.app */,
\t\t\t);
\t\t\tname = Products;
\t\t\tsourceTree = "<group>";
\t\t}};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
\t\t{i('target')} /* {app} */ = {{
\t\t\tisa = PBXNativeTarget;
\t\t\tbuildConfigurationList = {i('list/target')} /* Build configuration list for PBXNativeTarget "{app}" */;
\t\t\tbuildPhases = (
\t\t\t\t{i('phase/sources')} /* Sources */,
\t\t\t\t{i('phase/frameworks')} /* Frameworks */,
\t\t\t\t{i('phase/resources')} /* Resources */,
\t\t\t);
\t\t\tbuildRules = (
\t\t\t);
\t\t\tdependencies = (
\t\t\t);
\t\t\tname = {app};
\t\t\tpackageProductDependencies = (
\t\t\t\t{i('product')} /* {PRODUCT} */,
\t\t\t);
\t\t\tproductName = {app};
\t\t\tproductReference = {i('app')} /* {app}.app */;
\t\t\tproductType = "com.apple.product-type.application";
\t\t}};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
\t\t{i('project')} /* Project object */ = {{
\t\t\tisa = PBXProject;
\t\t\tattributes = {{
\t\t\t\tBuildIndependentTargetsInParallel = 1;
\t\t\t\tLastSwiftUpdateCheck = 1600;
\t\t\t\tLastUpgradeCheck = 1600;
\t\t\t\tTargetAttributes = {{
\t\t\t\t\t{i('target')} = {{
\t\t\t\t\t\tCreatedOnToolsVersion = 16.0;
\t\t\t\t\t}};
\t\t\t\t}};
\t\t\t}};
\t\t\tbuildConfigurationList = {i('list/project')} /* Build configuration list for PBXProject "{app}" */;
\t\t\tcompatibilityVersion = "Xcode 15.0";
\t\t\tdevelopmentRegion = en;
\t\t\thasScannedForEncodings = 0;
\t\t\tknownRegions = (
\t\t\t\ten,
\t\t\t\tBase,
\t\t\t);
\t\t\tmainGroup = {i('group/main')};
\t\t\tpackageReferences = (
\t\t\t\t{i('package')} /* XCLocalSwiftPackageReference "{PACKAGE_PATH}" */,
\t\t\t);
\t\t\tproductRefGroup = {i('group/products')} /* Products */;
\t\t\tprojectDirPath = "";
\t\t\tprojectRoot = "";
\t\t\ttargets = (
\t\t\t\t{i('target')} /* {app} */,
\t\t\t);
\t\t}};
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
\t\t{i('phase/resources')} /* Resources */ = {{
\t\t\tisa = PBXResourcesBuildPhase;
\t\t\tbuildActionMask = 2147483647;
\t\t\tfiles = (
\t\t\t);
\t\t\trunOnlyForDeploymentPostprocessing = 0;
\t\t}};
/* End PBXResourcesBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
\t\t{i('phase/sources')} /* Sources */ = {{
\t\t\tisa = PBXSourcesBuildPhase;
\t\t\tbuildActionMask = 2147483647;
\t\t\tfiles = (
{sources}\t\t\t);
\t\t\trunOnlyForDeploymentPostprocessing = 0;
\t\t}};
/* End PBXSourcesBuildPhase section */

/* Begin XCBuildConfiguration section */
\t\t{i('config/project/Debug')} /* Debug */ = {{
\t\t\tisa = XCBuildConfiguration;
\t\t\tbuildSettings = {{
{settings(project_debug)}\t\t\t}};
\t\t\tname = Debug;
\t\t}};
\t\t{i('config/project/Release')} /* Release */ = {{
\t\t\tisa = XCBuildConfiguration;
\t\t\tbuildSettings = {{
{settings(project_release)}\t\t\t}};
\t\t\tname = Release;
\t\t}};
\t\t{i('config/target/Debug')} /* Debug */ = {{
\t\t\tisa = XCBuildConfiguration;
\t\t\tbuildSettings = {{
{settings(target)}\t\t\t}};
\t\t\tname = Debug;
\t\t}};
\t\t{i('config/target/Release')} /* Release */ = {{
\t\t\tisa = XCBuildConfiguration;
\t\t\tbuildSettings = {{
{settings(target)}\t\t\t}};
\t\t\tname = Release;
\t\t}};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
\t\t{i('list/project')} /* Build configuration list for PBXProject "{app}" */ = {{
\t\t\tisa = XCConfigurationList;
\t\t\tbuildConfigurations = (
\t\t\t\t{i('config/project/Debug')} /* Debug */,
\t\t\t\t{i('config/project/Release')} /* Release */,
\t\t\t);
\t\t\tdefaultConfigurationIsVisible = 0;
\t\t\tdefaultConfigurationName = Release;
\t\t}};
\t\t{i('list/target')} /* Build configuration list for PBXNativeTarget "{app}" */ = {{
\t\t\tisa = XCConfigurationList;
\t\t\tbuildConfigurations = (
\t\t\t\t{i('config/target/Debug')} /* Debug */,
\t\t\t\t{i('config/target/Release')} /* Release */,
\t\t\t);
\t\t\tdefaultConfigurationIsVisible = 0;
\t\t\tdefaultConfigurationName = Release;
\t\t}};
/* End XCConfigurationList section */

/* Begin XCLocalSwiftPackageReference section */
\t\t{i('package')} /* XCLocalSwiftPackageReference "{PACKAGE_PATH}" */ = {{
\t\t\tisa = XCLocalSwiftPackageReference;
\t\t\trelativePath = {PACKAGE_PATH};
\t\t}};
/* End XCLocalSwiftPackageReference section */

/* Begin XCSwiftPackageProductDependency section */
\t\t{i('product')} /* {PRODUCT} */ = {{
\t\t\tisa = XCSwiftPackageProductDependency;
\t\t\tpackage = {i('package')} /* XCLocalSwiftPackageReference "{PACKAGE_PATH}" */;
\t\t\tproductName = {PRODUCT};
\t\t}};
/* End XCSwiftPackageProductDependency section */
\t}};
\trootObject = {i('project')} /* Project object */;
}}
"""


def scheme_text(app: str) -> str:
    """The shared scheme: `xcodebuild -scheme <App>` needs one on a fresh clone."""
    reference = (
        f'BuildableIdentifier = "primary" BlueprintIdentifier = "{object_id(app, "target")}" '
        f'BuildableName = "{app}.app" BlueprintName = "{app}" '
        f'ReferencedContainer = "container:{app}.xcodeproj"')
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<Scheme LastUpgradeVersion = "1600" version = "1.7">
   <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "YES" buildForArchiving = "YES" buildForAnalyzing = "YES">
            <BuildableReference {reference}>
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction buildConfiguration = "Debug" selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB" selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB" shouldUseLaunchSchemeArgsEnv = "YES">
   </TestAction>
   <LaunchAction buildConfiguration = "Debug" selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB" selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB" launchStyle = "0" useCustomWorkingDirectory = "NO" ignoresPersistentStateOnLaunch = "NO" debugDocumentVersioning = "YES" debugServiceExtension = "internal" allowLocationSimulation = "YES">
      <BuildableProductRunnable runnableDebuggingMode = "0">
         <BuildableReference {reference}>
         </BuildableReference>
      </BuildableProductRunnable>
   </LaunchAction>
   <ProfileAction buildConfiguration = "Release" shouldUseLaunchSchemeArgsEnv = "YES" savedToolIdentifier = "" useCustomWorkingDirectory = "NO" debugDocumentVersioning = "YES">
      <BuildableProductRunnable runnableDebuggingMode = "0">
         <BuildableReference {reference}>
         </BuildableReference>
      </BuildableProductRunnable>
   </ProfileAction>
   <AnalyzeAction buildConfiguration = "Debug">
   </AnalyzeAction>
   <ArchiveAction buildConfiguration = "Release" revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>
"""


WORKSPACE = """<?xml version="1.0" encoding="UTF-8"?>
<Workspace version = "1.0">
   <FileRef location = "self:">
   </FileRef>
</Workspace>
"""


def swift_files(folder: Path) -> list:
    return sorted(p.name for p in folder.glob("*.swift"))


def paths(app: str) -> dict:
    project = ROOT / "Examples" / app / f"{app}.xcodeproj"
    return {
        "pbxproj": project / "project.pbxproj",
        "workspace": project / "project.xcworkspace" / "contents.xcworkspacedata",
        "scheme": project / "xcshareddata" / "xcschemes" / f"{app}.xcscheme",
    }


def write() -> None:
    for app in EXAMPLES:
        folder = ROOT / "Examples" / app
        if any(p.is_dir() for p in folder.iterdir() if p.suffix != ".xcodeproj"):
            sys.exit(f"{folder}: sub-folders are not supported; keep an example's files flat")
        targets = paths(app)
        for path in targets.values():
            path.parent.mkdir(parents=True, exist_ok=True)
        targets["pbxproj"].write_text(project_text(app, swift_files(folder)))
        targets["workspace"].write_text(WORKSPACE)
        targets["scheme"].write_text(scheme_text(app))
        print(f"wrote {targets['pbxproj'].parent.relative_to(ROOT)}")


# --- Reading a project (the old-style property list Xcode writes) for `check` ---

TOKEN = re.compile(r'\s+|/\*.*?\*/|//[^\n]*|"(?:[^"\\]|\\.)*"|[{}()=;,]|[^\s{}()=;,"]+', re.S)


def parse_pbxproj(text: str):
    tokens = [t for t in TOKEN.findall(text) if not (t.isspace() or t.startswith(("/*", "//")))]
    position = 0

    def value():
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "{":
            result = {}
            while tokens[position] != "}":
                key = value()
                if tokens[position] != "=":
                    raise ValueError(f"expected '=' after {key!r}")
                position += 1
                result[key] = value()
                if tokens[position] != ";":
                    raise ValueError(f"expected ';' after the value of {key!r}")
                position += 1
            position += 1
            return result
        if token == "(":
            result = []
            while tokens[position] != ")":
                result.append(value())
                if tokens[position] == ",":
                    position += 1
            position += 1
            return result
        if token.startswith('"'):
            return re.sub(r"\\(.)", r"\1", token[1:-1])
        return token

    root = value()
    if position != len(tokens):
        raise ValueError("text after the root dictionary")
    return root


def check_example(app: str) -> list:
    problems = []
    folder = ROOT / "Examples" / app
    targets = paths(app)
    try:
        project = parse_pbxproj(targets["pbxproj"].read_text())
    except (OSError, ValueError, IndexError) as error:
        return [f"{targets['pbxproj'].relative_to(ROOT)}: cannot read: {error}"]
    objects = project["objects"]

    def get(identifier, isa=None):
        item = objects.get(identifier)
        if item is None:
            problems.append(f"{app}: object {identifier} is referenced but missing")
            return {}
        if isa and item.get("isa") != isa:
            problems.append(f"{app}: object {identifier} is a {item.get('isa')}, not a {isa}")
        return item

    root = get(project["rootObject"], "PBXProject")
    apps = [get(t) for t in root.get("targets", [])]
    apps = [t for t in apps if t.get("productType") == "com.apple.product-type.application"]
    if len(apps) != 1 or apps[0].get("name") != app:
        return problems + [f"{app}: expected one application target named {app}"]
    target = apps[0]

    # Every .swift file of the folder is compiled by the app, and nothing else is.
    compiled = set()
    for phase in (get(p) for p in target.get("buildPhases", [])):
        if phase.get("isa") != "PBXSourcesBuildPhase":
            continue
        for build_file in (get(b, "PBXBuildFile") for b in phase.get("files", [])):
            reference = get(build_file.get("fileRef", ""), "PBXFileReference")
            compiled.add(reference.get("path", "?"))
    on_disk = set(swift_files(folder))
    for name in sorted(on_disk - compiled):
        problems.append(f"{app}: {name} is in the folder but not compiled by the app target")
    for name in sorted(compiled - on_disk):
        problems.append(f"{app}: the app target compiles {name}, which the folder lacks")

    # The Info.plist: present, and asking for ProMotion's frame rates.
    for configuration in (get(c) for c in get(target.get("buildConfigurationList", "")).get(
            "buildConfigurations", [])):
        plist_name = configuration.get("buildSettings", {}).get("INFOPLIST_FILE")
        name = configuration.get("name", "?")
        if not plist_name:
            problems.append(f"{app}: configuration {name} sets no INFOPLIST_FILE")
            continue
        try:
            plist = plistlib.loads((folder / plist_name).read_bytes())
        except (OSError, plistlib.InvalidFileException) as error:
            problems.append(f"{app}: {plist_name} (configuration {name}): {error}")
            continue
        if plist.get(PROMOTION_KEY) is not True:
            problems.append(f"{app}: {plist_name} does not set {PROMOTION_KEY} to YES")

    # The package: a local reference to this package, whose manifest has the product.
    packages = [get(p) for p in root.get("packageReferences", [])]
    local = [p for p in packages if p.get("isa") == "XCLocalSwiftPackageReference"]
    if len(local) != 1 or (folder / local[0].get("relativePath", "")).resolve() != ROOT:
        problems.append(f"{app}: expected one local package reference to {PACKAGE_PATH}")
    manifest = (ROOT / "Package.swift").read_text()
    if not re.search(rf'\.library\(\s*name:\s*"{PRODUCT}"', manifest):
        problems.append(f"{app}: Package.swift has no library product named {PRODUCT}")
    products = [get(p, "XCSwiftPackageProductDependency")
                for p in target.get("packageProductDependencies", [])]
    if [p.get("productName") for p in products] != [PRODUCT]:
        problems.append(f"{app}: the app target should depend on the {PRODUCT} product only")
    linked = set()
    for phase in (get(p) for p in target.get("buildPhases", [])):
        if phase.get("isa") == "PBXFrameworksBuildPhase":
            linked |= {get(b, "PBXBuildFile").get("productRef") for b in phase.get("files", [])}
    if not set(target.get("packageProductDependencies", [])) <= linked:
        problems.append(f"{app}: the {PRODUCT} product is not linked by the Frameworks phase")

    # The shared scheme builds and runs this target.
    target_id = next(k for k, v in objects.items() if v is target)
    try:
        scheme = targets["scheme"].read_text()
    except OSError:
        problems.append(f"{app}: no shared scheme {targets['scheme'].relative_to(ROOT)}")
    else:
        if f'BlueprintIdentifier = "{target_id}"' not in scheme:
            problems.append(f"{app}: the shared scheme does not reference the app target")
    return problems


def check() -> int:
    problems = [p for app in EXAMPLES for p in check_example(app)]
    listed = set(EXAMPLES)
    present = {p.name for p in (ROOT / "Examples").iterdir() if p.is_dir()}
    problems += [f"Examples/{name} has no entry in {Path(__file__).name}"
                 for name in sorted(present - listed)]
    for problem in problems:
        print(f"error: {problem}")
    if problems:
        print("Fix the project in Xcode, or run Scripts/example-projects.py write")
        return 1
    print(f"ok: example projects ({', '.join(EXAMPLES)}) are consistent with their folders")
    return 0


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command == "write":
        write()
    elif command == "check":
        sys.exit(check())
    else:
        sys.exit(__doc__)
