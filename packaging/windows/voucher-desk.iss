; Voucher Desk for Windows: a per-user installer around the PyInstaller onedir build.
;
; Build with `uv run python packaging/build.py installer` after `uv run pyinstaller installer.spec`:
; it passes the identity from app/__init__.py, so nothing here repeats it. By hand:
;   iscc /DAppName="Voucher Desk" /DAppSlug=voucher-desk /DAppPublisher="Voucher Desk"
;        /DAppVersion=0.1.0 /DAppFileVersion=0.1.0.0 packaging\windows\voucher-desk.iss
;
; Upgrades install over the old version (same AppId); [InstallDelete] first removes the old
; _internal folder so no stale library from the previous build can be loaded. Uninstalling keeps the
; till's settings, journal, audit log and logs unless the user says otherwise (see [Code]).

#ifndef AppName
  #error Pass the identity from app/__init__.py: use packaging/build.py installer
#endif
#ifndef AppSlug
  #error AppSlug missing: use packaging/build.py installer
#endif
#ifndef AppPublisher
  #error AppPublisher missing: use packaging/build.py installer
#endif
#ifndef AppVersion
  #error AppVersion missing: use packaging/build.py installer
#endif
#ifndef AppFileVersion
  #error AppFileVersion missing: use packaging/build.py installer
#endif
#ifndef DistDir
  #define DistDir "..\..\dist\" + AppSlug
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
; A release is compressed hard; the check under Wine builds its upgrade installer faster.
#ifndef Compression
  #define Compression "lzma2/max"
#endif

[Setup]
; Never change AppId: Windows and Inno Setup recognise an upgrade of the same app by it.
AppId={{6F1C8E2A-4B7D-4E35-9A61-3D2B8C0F7E14}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppFileVersion}
VersionInfoProductVersion={#AppFileVersion}
VersionInfoDescription={#AppName} installer
; Per-user: tills are often locked down, and a manager without admin rights must be able to install.
PrivilegesRequired=lowest
DefaultDirName={code:ProgramsFolder}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
UsePreviousAppDir=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
; The Restart Manager closes a running till before its files are replaced.
CloseApplications=yes
RestartApplications=no
OutputDir={#OutputDir}
OutputBaseFilename={#AppSlug}-{#AppVersion}-windows-setup
SetupIconFile=..\..\resources\icons\app.ico
UninstallDisplayIcon={app}\{#AppSlug}.exe
UninstallDisplayName={#AppName}
WizardStyle=modern
Compression={#Compression}
SolidCompression=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppSlug}.exe"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppSlug}.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppSlug}.exe"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent

[Code]
{ The per-user Programs folder (the autopf constant in a per-user install), or Windows' default for
  it, %LOCALAPPDATA%\Programs, where the shell cannot say: Wine 8, on which CI installs this, does
  not know FOLDERID_UserProgramFiles and Inno Setup stops with "Failed to expand shell folder
  constant". }
function ProgramsFolder(Param: String): String;
begin
  try
    Result := ExpandConstant('{autopf}');
  except
    Log('The shell does not know the per-user Programs folder; using its Windows default.');
    Result := ExpandConstant('{localappdata}\Programs');
  end;
end;

{ platformdirs (appname AppSlug, appauthor AppPublisher) keeps settings, data and logs under one
  per-user folder in Local AppData. The journal and audit log are the till's record of money
  movements, so they go only when the user agrees, or with /DELETEUSERDATA on a silent uninstall. }

function UserDataDir(): String;
begin
  Result := ExpandConstant('{localappdata}\{#AppPublisher}\{#AppSlug}');
end;

function DeleteUserDataRequested(): Boolean;
var
  I: Integer;
begin
  Result := False;
  for I := 1 to ParamCount do
    if CompareText(ParamStr(I), '/DELETEUSERDATA') = 0 then
      Result := True;
end;

function UserAgreesToDeleteData(): Boolean;
begin
  if UninstallSilent() then
    Result := DeleteUserDataRequested()
  else
    Result := MsgBox('Also delete this till''s settings, redemption journal, audit log and logs?' + #13#10#13#10 +
      UserDataDir() + #13#10#13#10 +
      'Choose No to keep them for a reinstall or for your records.',
      mbConfirmation, MB_YESNO or MB_DEFBUTTON2) = IDYES;
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  if (CurUninstallStep = usPostUninstall) and DirExists(UserDataDir()) and UserAgreesToDeleteData() then
  begin
    DelTree(UserDataDir(), True, True, True);
    RemoveDir(ExpandConstant('{localappdata}\{#AppPublisher}'));
  end;
end;
