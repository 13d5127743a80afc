<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>SymbolFilter</name>
    <message>
        <location filename="../app/gui/profile/symbolfilter.cpp" line="+20"/>
        <source>Filter by symbol or module (Ctrl+F)</source>
        <translation>Nach Symbol oder Modul filtern (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the symbols whose name or module contain this text</source>
        <translation>Nur die Symbole anzeigen, deren Name oder Modul diesen Text enthält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Symbol filter</source>
        <translation>Symbolfilter</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of %n symbol(s)</source>
        <translation>
            <numerusform>%1 von %n Symbol</numerusform>
            <numerusform>%1 von %n Symbolen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/shell/main.cpp" line="+24"/>
        <source>Charts Linux kernel performance logs found in mail threads.</source>
        <translation>Stellt Linux-Kernel-Performance-Logs aus Mail-Threads als Diagramme dar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Logs or threads to import (with a preview), or a .vmscope session.</source>
        <translation>Zu importierende Logs oder Threads (mit Vorschau) oder eine .vmscope-Sitzung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not load the demo thread on first start.</source>
        <translation>Beim ersten Start nicht den Demo-Thread laden.</translation>
    </message>
</context>
<context>
    <name>vmscope::AnalyzeCommand</name>
    <message>
        <location filename="../app/cli/analyzecommand.cpp" line="+45"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lines %1-%2</source>
        <translation>Zeilen %1-%2</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n Frame</numerusform>
            <numerusform>%n Frames</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n CPU(s) listed</source>
        <translation>
            <numerusform>%n CPU aufgeführt</numerusform>
            <numerusform>%n CPUs aufgeführt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU totals only</source>
        <translation>nur CPU-Summen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n process(es)</source>
        <translation>
            <numerusform>%n Prozess</numerusform>
            <numerusform>%n Prozesse</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>busiest: %CPU peak, mean over the frames listing it</source>
        <translation>am stärksten ausgelastet: %CPU-Spitze, Mittel über die Frames, in denen er vorkommt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>shares only, no counts</source>
        <translation>nur Anteile, keine Zählwerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>total %1 %2</source>
        <translation>insgesamt %1 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>total %1 %2, not stated</source>
        <translation>insgesamt %1 %2, nicht angegeben</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>%n snapshot(s)</source>
        <translation>
            <numerusform>%n Momentaufnahme</numerusform>
            <numerusform>%n Momentaufnahmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cache(s)</source>
        <translation>
            <numerusform>%n Cache</numerusform>
            <numerusform>%n Caches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory with 4 KiB pages assumed</source>
        <translation>Seitengröße von 4 KiB angenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>largest at the last snapshot:</source>
        <translation>am größten bei der letzten Momentaufnahme:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>growth from the first to the last snapshot:</source>
        <translation>Wachstum von der ersten bis zur letzten Momentaufnahme:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no cache only grew</source>
        <translation>kein Cache ist nur gewachsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only grew (leak suspects):</source>
        <translation>nur gewachsen (Leck-Verdacht):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(no label)</source>
        <translation>(keine Bezeichnung)</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n column(s)</source>
        <translation>
            <numerusform>%n Spalte</numerusform>
            <numerusform>%n Spalten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>interval %1 s assumed</source>
        <translation>Intervall %1 s angenommen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>interval %1 s</source>
        <translation>Intervall %1 s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>quoted at depth %1</source>
        <translation>zitiert in Tiefe %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>note at %1 s</source>
        <translation>Notiz bei %1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note over %1-%2 s</source>
        <translation>Notiz über %1-%2 s</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1-%2 s</source>
        <translation>%1-%2 s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no findings</source>
        <translation>keine Befunde</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n finding(s):</source>
        <translation>
            <numerusform>%n Befund:</numerusform>
            <numerusform>%n Befunde:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n capture(s)</source>
        <translation>
            <numerusform>%n Aufzeichnung</numerusform>
            <numerusform>%n Aufzeichnungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Oopses by crash, most frequent first:</source>
        <translation>Oopses nach Absturz, häufigste zuerst:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>kernels %1</source>
        <translation>Kernel %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>following %1; new findings follow as it grows</source>
        <translation>%1 wird verfolgt; neue Befunde folgen, sobald die Datei wächst</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>at line %1:</source>
        <translation>bei Zeile %1:</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Stalls by label, least stalled first:</source>
        <translation>Stillstände nach Bezeichnung, wenigste zuerst:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no log recognised in the input</source>
        <translation>kein Log in der Eingabe erkannt</translation>
    </message>
</context>
<context>
    <name>vmscope::AtomicWrite</name>
    <message>
        <location filename="../core/text/atomicwrite.cpp" line="+46"/>
        <source>cannot write to standard output</source>
        <translation>in die Standardausgabe kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is not a regular file (a FIFO, a device or a folder); only a file is written</source>
        <translation>%1 ist keine reguläre Datei (ein FIFO, ein Gerät oder ein Ordner); geschrieben wird nur in eine Datei</translation>
    </message>
</context>
<context>
    <name>vmscope::Capture</name>
    <message>
        <location filename="../core/model/capture.cpp" line="+43"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>vmscope::CaptureCsv</name>
    <message>
        <location filename="../core/text/capturecsv.cpp" line="+55"/>
        <location line="+33"/>
        <source>capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>symbol</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ticks or samples</source>
        <translation>Ticks oder Messwerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>percent (%)</source>
        <translation>Prozent (%)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>load</source>
        <translation>Last</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>share (%)</source>
        <translation>Anteil (%)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>line</source>
        <translation>Zeile</translation>
    </message>
</context>
<context>
    <name>vmscope::CapturePage</name>
    <message>
        <location filename="../app/gui/widgets/capturepage.cpp" line="+111"/>
        <source>Capture %1 from %2</source>
        <translation>Aufzeichnung %1 aus %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a paste</source>
        <translation>einem eingefügten Text</translation>
    </message>
</context>
<context>
    <name>vmscope::CaptureTree</name>
    <message>
        <location filename="../app/gui/shell/capturetree.cpp" line="+75"/>
        <source>Capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lines</source>
        <translation>Eingabezeilen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>⚠</source>
        <translation>⚠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diagnostics about the capture&apos;s lines</source>
        <translation>Hinweise zu den Zeilen der Aufzeichnung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Captures</source>
        <translation>Aufzeichnungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every log read, by input and label: Space or a tick charts a capture, the context menu renames, recolours and removes it</source>
        <translation>Jedes gelesene Log, nach Eingabe und Bezeichnung: Leertaste oder ein Haken zeigt eine Aufzeichnung im Diagramm, das Kontextmenü benennt sie um, färbt sie um und entfernt sie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rename the current capture</source>
        <translation>Die aktuelle Aufzeichnung umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change &amp;Colour…</source>
        <translation>&amp;Farbe ändern…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pick the colour the charts draw it in</source>
        <translation>Die Farbe wählen, in der die Diagramme sie zeichnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove the selected captures</source>
        <translation>Die ausgewählten Aufzeichnungen entfernen</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Subject: %1</source>
        <translation>Betreff: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From: %1</source>
        <translation>Von: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date: %1</source>
        <translation>Datum: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Message-ID: &lt;%1&gt;</source>
        <translation>Message-ID: &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>(no label)</source>
        <translation>(keine Bezeichnung)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines of the input the capture was read from</source>
        <translation>Zeilen der Eingabe, aus denen die Aufzeichnung gelesen wurde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n diagnostic(s) about its lines</source>
        <translation>
            <numerusform>%n Hinweis zu ihren Zeilen</numerusform>
            <numerusform>%n Hinweise zu ihren Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
</context>
<context>
    <name>vmscope::ChartExport</name>
    <message>
        <location filename="../app/export/chartexport.cpp" line="+43"/>
        <source>cannot paint the %1</source>
        <translation>%1 kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>a chart cannot be written as CSV; export the data instead</source>
        <translation>ein Diagramm kann nicht als CSV geschrieben werden; stattdessen die Daten exportieren</translation>
    </message>
</context>
<context>
    <name>vmscope::ChartMarkerLayer</name>
    <message numerus="yes">
        <location filename="../app/charts/chartmarkerlayer.cpp" line="+69"/>
        <source>+%n more</source>
        <translation>
            <numerusform>+%n weitere</numerusform>
            <numerusform>+%n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ChartSheet</name>
    <message>
        <location filename="../app/export/chartsheet.cpp" line="+69"/>
        <source>pasted text</source>
        <translation>eingefügter Text</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 lines %2</source>
        <translation>%1 Zeilen %2</translation>
    </message>
</context>
<context>
    <name>vmscope::ChartStack</name>
    <message>
        <location filename="../app/charts/chartstack.cpp" line="+251"/>
        <source>Choose a capture, then pick a metric on the left…</source>
        <translation>Eine Aufzeichnung wählen, dann links eine Metrik auswählen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a metric on the left…</source>
        <translation>Links eine Metrik auswählen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None of the captures shown has %1: tick one that has in the Captures tree, or pick another metric.</source>
        <translation>Keine der angezeigten Aufzeichnungen hat %1: im Baum „Aufzeichnungen“ eine ankreuzen, die sie hat, oder eine andere Metrik wählen.</translation>
    </message>
</context>
<context>
    <name>vmscope::CommandLine</name>
    <message>
        <location filename="../app/cli/commandline.cpp" line="+28"/>
        <source>Finds vmstat, top, profile, oops and slabinfo logs in mail threads and capture files.

Commands:
  analyze FILE...   every log found, with findings and diagnostics
  compare FILE...   every comparison found: runs by kernel (mean, p95,
                    Welch&apos;s t, Mann-Whitney U), benchmark result tables
                    by kernel, profiles, slabinfo captures
  export FILE...    charts of --metric KEY (PNG, SVG, PDF) or the data
                    as CSV to --out FILE, stalls, oopses, --note marked
  report FILE...    sources, charts, findings, comparisons and notes in
                    one --out report.html (self-contained) or .pdf

&apos;vmscope-cli COMMAND --help&apos; lists the options of a command.
</source>
        <translation>Findet vmstat-, top-, Profil-, Oops- und slabinfo-Logs in Mail-Threads und Aufzeichnungsdateien.

Befehle:
  analyze FILE...   jedes gefundene Log, mit Befunden und Hinweisen
  compare FILE...   jeder gefundene Vergleich: Läufe nach Kernel (Mittel, p95,
                    Welch-t, Mann-Whitney-U), Benchmark-Ergebnistabellen
                    nach Kernel, Profile, slabinfo-Aufzeichnungen
  export FILE...    Diagramme von --metric KEY (PNG, SVG, PDF) oder die Daten
                    als CSV in --out FILE; Stillstände, Oopses, --note markiert
  report FILE...    Quellen, Diagramme, Befunde, Vergleiche und Notizen in
                    einer --out report.html (eigenständig) oder .pdf

&apos;vmscope-cli COMMAND --help&apos; zeigt die Optionen eines Befehls.
</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Try &apos;vmscope-cli %1--help&apos;.</source>
        <translation>Weitere Informationen mit &apos;vmscope-cli %1--help&apos;.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inputs; &apos;-&apos; reads standard input, &apos;:demo&apos; the embedded demo thread.</source>
        <translation>Eingaben; &apos;-&apos; liest die Standardeingabe, &apos;:demo&apos; den eingebetteten Demo-Thread.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(for the file %1, write ./%1, or -- before the files)</source>
        <translation>(für die Datei %1 ./%1 schreiben oder -- vor die Dateien setzen)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 needs at least one FILE</source>
        <translation>%1 braucht mindestens eine Datei (FILE)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--max-expanded takes a size such as 512M or 8G, not &apos;%1&apos;</source>
        <translation>--max-expanded erwartet eine Größe wie 512M oder 8G, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--max-logs takes a count of at least 1, not &apos;%1&apos;</source>
        <translation>--max-logs erwartet eine Anzahl von mindestens 1, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The most a compressed input may expand to (default %1G); past it the input is refused.</source>
        <translation>Die maximale Größe, auf die eine komprimierte Eingabe entpackt werden darf (Standard %1G); darüber wird die Eingabe abgelehnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The most logs read from one input (default %1); the rest of it is left unread, with a warning that says from which line.</source>
        <translation>Höchstzahl der aus einer Eingabe gelesenen Logs (Standard %1); der Rest bleibt ungelesen, mit einer Warnung, ab welcher Zeile.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set a stall rule threshold, as io-stall.min-samples=3 (docs/stalls.md); repeatable.</source>
        <translation>Einen Schwellwert einer Stillstandsregel setzen, etwa io-stall.min-samples=3 (docs/stalls.md); wiederholbar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The time axis: clock (default: the time of day where the captures printed it, as vmstat -t and top do) or elapsed (seconds from the first sample).</source>
        <translation>Die Zeitachse: clock (Vorgabe: die Uhrzeit, wo die Aufzeichnungen sie ausgaben, wie vmstat -t und top) oder elapsed (Sekunden ab der ersten Messung).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--axis is clock or elapsed, not &apos;%1&apos;</source>
        <translation>--axis ist clock oder elapsed, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Lists every log found in the inputs: captures, findings of the stall rules, diagnostics.</source>
        <translation>Listet jedes in den Eingaben gefundene Log auf: Aufzeichnungen, Befunde der Stillstandsregeln, Hinweise.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write JSON (docs/cli-json.md).</source>
        <translation>JSON ausgeben (docs/cli-json.md).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With --json, include every value.</source>
        <translation>Mit --json jeden Wert einschließen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resolve raw oops addresses with this System.map.</source>
        <translation>Rohe Oops-Adressen mit dieser System.map auflösen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then read the one input file again as it grows (vmstat 1 &gt; log) and print each new finding as it appears, until interrupted or --idle.</source>
        <translation>Danach die eine Eingabedatei erneut lesen, während sie wächst (vmstat 1 &gt; log), und jeden neuen Befund ausgeben, sobald er auftritt, bis zur Unterbrechung oder --idle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With --follow, stop once the file has not grown for this many seconds.</source>
        <translation>Mit --follow beenden, sobald die Datei so viele Sekunden lang nicht gewachsen ist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--values goes with --json</source>
        <translation>--values gehört zu --json</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--follow reads one regular file, as text (not --json)</source>
        <translation>--follow liest eine reguläre Datei, als Text (nicht --json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--idle takes seconds, with --follow</source>
        <translation>--idle erwartet Sekunden, zusammen mit --follow</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Prints every comparison the inputs offer, as a 72-column mail table, CSV or JSON.</source>
        <translation>Gibt jeden Vergleich aus, den die Eingaben bieten, als Mail-Tabelle mit 72 Spalten, CSV oder JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only this comparison: its number in --list, or the start of its name.</source>
        <translation>Nur dieser Vergleich: seine Nummer in --list oder der Anfang seines Namens.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the comparisons, numbered, and nothing else.</source>
        <translation>Die Vergleiche nummeriert auflisten, sonst nichts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The label to compare against (default: each comparison&apos;s first).</source>
        <translation>Die Bezeichnung, mit der verglichen wird (Standard: die erste jedes Vergleichs).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text (a 72-column mail table, the default), csv or json.</source>
        <translation>text (eine Mail-Tabelle mit 72 Spalten, der Standard), csv oder json.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As --format json.</source>
        <translation>Wie --format json.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As --format csv.</source>
        <translation>Wie --format csv.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profiles: also sum the symbols starting with a prefix, as `journal_*`; repeatable.</source>
        <translation>Profile: zusätzlich die Symbole mit einem Präfix summieren, etwa `journal_*`; wiederholbar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profiles and slabs: every row, not the 20 largest changes.</source>
        <translation>Profile und Slabs: jede Zeile, nicht nur die 20 größten Änderungen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text width in columns (72).</source>
        <translation>Textbreite in Spalten (72).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs by kernel: a column to tabulate (default bo, in, cs, id); repeatable.</source>
        <translation>Läufe nach Kernel: eine zu tabellierende Spalte (Standard bo, in, cs, id); wiederholbar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs by kernel: one row per kernel, its runs&apos; samples together (default: a row per run, &quot;2.4.19 #1&quot;, &quot;2.4.19 #2&quot;).</source>
        <translation>Läufe nach Kernel: eine Zeile pro Kernel, die Messwerte seiner Läufe zusammengefasst (Standard: eine Zeile pro Lauf, &quot;2.4.19 #1&quot;, &quot;2.4.19 #2&quot;).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--format, --json and --csv exclude each other</source>
        <translation>--format, --json und --csv schließen einander aus</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--format takes text, csv or json, not &apos;%1&apos;</source>
        <translation>--format erwartet text, csv oder json, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--width needs a number of columns, 40 or more</source>
        <translation>--width braucht eine Spaltenzahl von 40 oder mehr</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--range needs START:END in seconds with END after START, not &apos;%1&apos;</source>
        <translation>--range braucht START:END in Sekunden, mit END nach START, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--size needs WIDTHxHEIGHT in pixels (50 to 20000), not &apos;%1&apos;</source>
        <translation>--size braucht WIDTHxHEIGHT in Pixeln (50 bis 20000), nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--dpi needs a number from 24 to 1200</source>
        <translation>--dpi braucht eine Zahl von 24 bis 1200</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--format is png, svg, pdf or csv, not &apos;%1&apos;</source>
        <translation>--format ist png, svg, pdf oder csv, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--theme is light or dark, not &apos;%1&apos;</source>
        <translation>--theme ist light oder dark, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writes charts of metrics (PNG, SVG, PDF) or the data (CSV), with stalls, oopses and notes marked.</source>
        <translation>Schreibt Diagramme von Metriken (PNG, SVG, PDF) oder die Daten (CSV), mit markierten Stillständen, Oopses und Notizen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A metric to chart (one chart each) or a CSV column; repeatable.</source>
        <translation>Eine darzustellende Metrik (je ein Diagramm) oder eine CSV-Spalte; wiederholbar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the captures with this label; repeatable.</source>
        <translation>Nur die Aufzeichnungen mit dieser Bezeichnung; wiederholbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The span to show, in seconds (10:60).</source>
        <translation>Der anzuzeigende Zeitraum in Sekunden (10:60).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart size in pixels at 96 dpi (1200x800).</source>
        <translation>Diagrammgröße in Pixeln bei 96 dpi (1200x800).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG resolution (96); 192 doubles the pixels of --size.</source>
        <translation>PNG-Auflösung (96); 192 verdoppelt die Pixel von --size.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>png, svg, pdf or csv (default: from the --out name).</source>
        <translation>png, svg, pdf oder csv (Standard: aus dem Namen bei --out).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>light (default, for print) or dark.</source>
        <translation>light (Standard, für den Druck) oder dark.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A note on the first capture charted, as 12-30:dd started; repeatable.</source>
        <translation>Eine Notiz zur ersten dargestellten Aufzeichnung, etwa 12-30:dd started; wiederholbar.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>export needs --out FILE</source>
        <translation>export braucht --out FILE</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Writes sources, charts, findings, comparisons and notes in one HTML page or PDF.</source>
        <translation>Schreibt Quellen, Diagramme, Befunde, Vergleiche und Notizen in eine HTML-Seite oder ein PDF.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>report.html (self-contained) or report.pdf.</source>
        <translation>report.html (eigenständig) oder report.pdf.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>report needs --out report.html or report.pdf</source>
        <translation>report braucht --out report.html oder report.pdf</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Usage: vmscope-cli COMMAND [options] FILE...</source>
        <translation>Aufruf: vmscope-cli COMMAND [Optionen] FILE...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no command given</source>
        <translation>kein Befehl angegeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a command; options go after the command</source>
        <translation>&apos;%1&apos; ist kein Befehl; Optionen stehen nach dem Befehl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>vmscope::CompareCommand</name>
    <message numerus="yes">
        <location filename="../app/cli/comparecommand.cpp" line="+72"/>
        <source>the CSV holds &quot;%1&quot;; %n other comparison(s) need --comparison</source>
        <translation>
            <numerusform>die CSV enthält &quot;%1&quot;; %n weiterer Vergleich braucht --comparison</numerusform>
            <numerusform>die CSV enthält &quot;%1&quot;; %n weitere Vergleiche brauchen --comparison</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>nothing to compare: no runs of two or more kernels, no result tables, and fewer than two profiles or slabinfo captures</source>
        <translation>nichts zu vergleichen: keine Läufe von zwei oder mehr Kerneln, keine Ergebnistabellen und weniger als zwei Profile oder slabinfo-Aufzeichnungen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no comparison is &apos;%1&apos;; the comparisons are:
%2</source>
        <translation>kein Vergleich heißt &apos;%1&apos;; die Vergleiche sind:
%2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>left out &quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot; ausgelassen: %2</translation>
    </message>
</context>
<context>
    <name>vmscope::CompareView</name>
    <message>
        <location filename="../app/gui/compare/compareview.cpp" line="+129"/>
        <source>Nothing to compare yet. Open a thread with logs of one kind from two or more kernels (vmstat runs labelled 2.4.19, 2.5.31…), benchmark result tables, or two or more profiles or slabinfo captures.</source>
        <translation>Noch nichts zu vergleichen. Einen Thread mit Logs einer Art von zwei oder mehr Kerneln (vmstat-Läufe mit den Bezeichnungen 2.4.19, 2.5.31…), Benchmark-Ergebnistabellen oder zwei oder mehr Profilen oder slabinfo-Aufzeichnungen öffnen.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Captures of one kind whose labels differ, or a result table</source>
        <translation>Aufzeichnungen einer Art mit unterschiedlichen Bezeichnungen oder eine Ergebnistabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare:</source>
        <translation>&amp;Vergleich:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy as Text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table as `vmscope-cli compare` prints it, 72 columns wide, for a mail</source>
        <translation>Die Tabelle, wie `vmscope-cli compare` sie ausgibt, 72 Spalten breit, für eine Mail</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy as CSV</source>
        <translation>Als CSV kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table for a spreadsheet, numbers at full precision</source>
        <translation>Die Tabelle für eine Tabellenkalkulation, Zahlen in voller Genauigkeit</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The metric charted, and first in the statistics table</source>
        <translation>Die dargestellte Metrik, auch als erste in der Statistiktabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Metric:</source>
        <translation>&amp;Metrik:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The labels compared: tick the kernels to put side by side</source>
        <translation>Die verglichenen Bezeichnungen: die Kernel ankreuzen, die nebeneinandergestellt werden sollen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Labels:</source>
        <translation>Be&amp;zeichnungen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pool runs of a kernel</source>
        <translation>Läufe bü&amp;ndeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One row per kernel, its runs&apos; samples together; else a row per run (&quot;2.4.19 #1&quot;, &quot;2.4.19 #2&quot;), each its own line</source>
        <translation>Eine Zeile pro Kernel, die Messwerte seiner Läufe zusammengefasst; sonst eine Zeile pro Lauf (&quot;2.4.19 #1&quot;, &quot;2.4.19 #2&quot;), jeder mit eigener Linie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Higher is better</source>
        <translation>Höher ist besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower is better</source>
        <translation>Niedriger ist besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No better direction</source>
        <translation>Keine bessere Richtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which way the metric should move: significant changes that way are green, the other way red</source>
        <translation>In welche Richtung sich die Metrik bewegen sollte: signifikante Änderungen in diese Richtung sind grün, in die andere rot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B&amp;etter:</source>
        <translation>&amp;Besser:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The label the others are compared against</source>
        <translation>Die Bezeichnung, mit der die anderen verglichen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Baseline:</source>
        <translation>&amp;Referenz:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Elapsed time</source>
        <translation>Verstrichene Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample</source>
        <translation>Messwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line the runs up by seconds since their first sample, or by sample number (runs of different intervals)</source>
        <translation>Die Läufe nach Sekunden seit ihrem ersten Messwert oder nach Messwertnummer ausrichten (Läufe mit unterschiedlichen Intervallen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Align by:</source>
        <translation>&amp;Ausrichten nach:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Overlay</source>
        <translation>&amp;Überlagert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One chart, a line per label</source>
        <translation>Ein Diagramm, eine Linie pro Bezeichnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small &amp;Multiples</source>
        <translation>&amp;Einzeldiagramme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A chart per label, all on one scale</source>
        <translation>Ein Diagramm pro Bezeichnung, alle mit derselben Skala</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A row per metric and label: its samples&apos; mean, median, range, deviation and 95th percentile, the change against the baseline and its p-value</source>
        <translation>Eine Zeile pro Metrik und Bezeichnung: Mittelwert, Median, Spanne, Standardabweichung und 95. Perzentil der Messwerte, die Änderung gegenüber der Referenz und ihr p-Wert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>★ p &lt; 0.05 against the baseline (Mann-Whitney U when a sample is skewed, else Welch&apos;s t, each with n eff.: what the samples are worth after the autocorrelation within runs). Green: significantly better, red: significantly worse, in the metric&apos;s better direction.</source>
        <translation>★ p &lt; 0.05 gegenüber der Referenz (Mann-Whitney-U-Test bei schiefer Stichprobe, sonst Welch-t-Test, jeweils mit n eff.: was die Messwerte nach der Autokorrelation innerhalb der Läufe wert sind). Grün: signifikant besser, rot: signifikant schlechter, in der besseren Richtung der Metrik.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pasted result tables side by side, a row per result of each kernel</source>
        <translation>Die eingefügten Ergebnistabellen nebeneinander, eine Zeile pro Ergebnis jedes Kernels</translation>
    </message>
    <message>
        <location line="+337"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <location line="+158"/>
        <source>%n run(s) flagged INVALID (over 1% of RPC calls failed): kept, tinted in the table and marked ◆ on the chart.</source>
        <translation>
            <numerusform>%n Lauf als INVALID markiert (über 1% der RPC-Aufrufe fehlgeschlagen): behalten, in der Tabelle eingefärbt und im Diagramm mit ◆ gekennzeichnet.</numerusform>
            <numerusform>%n Läufe als INVALID markiert (über 1% der RPC-Aufrufe fehlgeschlagen): behalten, in der Tabelle eingefärbt und im Diagramm mit ◆ gekennzeichnet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 as text</source>
        <translation>%1 als Text</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 as CSV</source>
        <translation>%1 als CSV</translation>
    </message>
</context>
<context>
    <name>vmscope::Comparison</name>
    <message>
        <location filename="../core/analysis/comparison.cpp" line="+33"/>
        <source>%1 lines %2-%3</source>
        <translation>%1 Zeilen %2-%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 (summed from the listing)</source>
        <translation>%1 %2 (aus der Auflistung summiert)</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <location line="+45"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location line="-42"/>
        <source>labelled %1</source>
        <translation>mit der Bezeichnung %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not compared, labelled by a sentence that names no kernel:</source>
        <translation>Nicht verglichen, bezeichnet mit einem Satz, der keinen Kernel nennt:</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1 by kernel: %n label(s)</source>
        <translation>
            <numerusform>%1 nach Kernel: %n Bezeichnung</numerusform>
            <numerusform>%1 nach Kernel: %n Bezeichnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 – %2: %n kernel(s)</source>
        <translation>
            <numerusform>%1 – %2: %n Kernel</numerusform>
            <numerusform>%1 – %2: %n Kernel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %2 × %n kernel(s)</source>
        <translation>
            <numerusform>%1: %2 × %n Kernel</numerusform>
            <numerusform>%1: %2 × %n Kernel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+81"/>
        <source>profiles: %n capture(s)</source>
        <translation>
            <numerusform>Profile: %n Aufzeichnung</numerusform>
            <numerusform>Profile: %n Aufzeichnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>slabinfo: %n capture(s)</source>
        <translation>
            <numerusform>slabinfo: %n Aufzeichnung</numerusform>
            <numerusform>slabinfo: %n Aufzeichnungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+104"/>
        <source>no %1 is labelled &apos;%2&apos;; the labels are: %3</source>
        <translation>%1 mit der Bezeichnung &apos;%2&apos; nicht gefunden; die Bezeichnungen sind: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no %1 capture has a column &apos;%2&apos;; the columns are: %3</source>
        <translation>keine %1-Aufzeichnung hat eine Spalte &apos;%2&apos;; die Spalten sind: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>result column</source>
        <translation>Ergebnisspalte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slab capture</source>
        <translation>Slab-Aufzeichnung</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Statistics of %1 captures by kernel; %2 is the baseline</source>
        <translation>Statistik der %1-Aufzeichnungen nach Kernel; %2 ist die Referenz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A row per kernel, its runs pooled:</source>
        <translation>Eine Zeile pro Kernel, seine Läufe zusammengefasst:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A row per run:</source>
        <translation>Eine Zeile pro Lauf:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>deltas against %1, recomputed; from %2</source>
        <translation>Deltas gegenüber %1, neu berechnet; aus %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Profile diff against %1; change is in points of share of the total</source>
        <translation>Profilvergleich gegenüber %1; Änderung in Prozentpunkten des Anteils an der Summe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>(%1 of %2 symbols; --all lists every one)</source>
        <translation>(%1 von %2 Symbolen; --all listet alle auf)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Slab diff against %1: memory at the last snapshots</source>
        <translation>Slab-Vergleich gegenüber %1: Speicher bei den letzten Momentaufnahmen</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n snapshot(s)</source>
        <translation>
            <numerusform>%n Momentaufnahme</numerusform>
            <numerusform>%n Momentaufnahmen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(%1 of %2 caches; --all lists every one)</source>
        <translation>(%1 von %2 Caches; --all listet alle auf)</translation>
    </message>
</context>
<context>
    <name>vmscope::ComparisonStatsModel</name>
    <message>
        <location filename="../app/gui/compare/comparisonstatsmodel.cpp" line="+31"/>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no better direction</source>
        <translation>keine bessere Richtung</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>baseline</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Welch t</source>
        <translation>Welch t</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mann-Whitney U</source>
        <translation>Mann-Whitney U</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The other labels are compared against this one</source>
        <translation>Die anderen Bezeichnungen werden mit dieser verglichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Significantly better than the baseline (p &lt; 0.05)</source>
        <translation>Signifikant besser als die Referenz (p &lt; 0.05)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Significantly worse than the baseline (p &lt; 0.05)</source>
        <translation>Signifikant schlechter als die Referenz (p &lt; 0.05)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Significant (p &lt; 0.05); %1</source>
        <translation>Signifikant (p &lt; 0.05); %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not significant: the difference may be chance (p ≥ 0.05)</source>
        <translation>Nicht signifikant: der Unterschied kann Zufall sein (p ≥ 0.05)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Successive samples of a run are alike (lag-1 autocorrelation r = %1 here): the test takes the %2 samples as worth %3 independent ones, n (1 − r) / (1 + r). Mann-Whitney U when either sample is skewed (|skewness| &gt; 1), else Welch&apos;s t.</source>
        <translation>Aufeinanderfolgende Messwerte eines Laufs ähneln sich (Lag-1-Autokorrelation hier r = %1): der Test wertet die %2 Messwerte wie %3 unabhängige, n (1 − r) / (1 + r). Mann-Whitney-U-Test, wenn eine der Stichproben schief ist (|Schiefe| &gt; 1), sonst Welch-t-Test.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples of the label&apos;s runs (vmstat&apos;s since-boot first row left out)</source>
        <translation>Messwerte der Läufe dieser Bezeichnung (die erste vmstat-Zeile seit dem Booten ausgenommen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stddev</source>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sample standard deviation (n − 1)</source>
        <translation>Standardabweichung der Stichprobe (n − 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>95th percentile, interpolated between samples</source>
        <translation>95. Perzentil, zwischen Messwerten interpoliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ mean</source>
        <translation>Δ Mittelwert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change of the mean against the baseline, in %</source>
        <translation>Änderung des Mittelwerts gegenüber der Referenz, in %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-sided p-value against the baseline; ★ marks p &lt; 0.05</source>
        <translation>Zweiseitiger p-Wert gegenüber der Referenz; ★ kennzeichnet p &lt; 0.05</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n eff.</source>
        <translation>n eff.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the samples are worth as independent ones, after the autocorrelation within runs: the n the test used</source>
        <translation>Was die Messwerte als unabhängige wert sind, nach der Autokorrelation innerhalb der Läufe: das n, das der Test verwendet hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
</context>
<context>
    <name>vmscope::Culprit</name>
    <message>
        <location filename="../core/oops/culprit.cpp" line="+459"/>
        <source>the first frame outside the kernel&apos;s generic helpers</source>
        <translation>der erste Frame außerhalb der allgemeinen Hilfsfunktionen des Kernels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the frame before the stalled code&apos;s entry point</source>
        <translation>der Frame vor dem Einstiegspunkt des hängenden Codes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first frame of the hung task that is not scheduling, locking or waiting</source>
        <translation>der erste Frame der hängenden Task, der nicht plant, sperrt oder wartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>where lockdep says the lock was taken</source>
        <translation>wo die Sperre laut lockdep genommen wurde</translation>
    </message>
</context>
<context>
    <name>vmscope::DataExport</name>
    <message>
        <location filename="../app/export/dataexport.cpp" line="+61"/>
        <source>no time series (vmstat, top, slabinfo) or profile to export</source>
        <translation>keine Zeitreihe (vmstat, top, slabinfo) und kein Profil zum Exportieren</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no capture has the metric &apos;%1&apos; (metrics: %2)</source>
        <translation>keine Aufzeichnung hat die Metrik &apos;%1&apos; (Metriken: %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no samples between %1 s and %2 s</source>
        <translation>keine Messwerte zwischen %1 s und %2 s</translation>
    </message>
</context>
<context>
    <name>vmscope::Decompressor</name>
    <message>
        <location filename="../parsers/input/decompressor.cpp" line="+298"/>
        <source>%1 data expands past %2, the largest input allowed (--max-expanded, or Preferences); refused</source>
        <translation>%1-Daten werden größer als %2, die größte zulässige Eingabe (--max-expanded oder Einstellungen); abgelehnt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 data expands more than %2-fold (%3 from %4 read): a decompression bomb, refused (a larger --max-expanded, or Preferences, reads it)</source>
        <translation>%1-Daten werden mehr als %2-fach größer (%3 aus %4 gelesenen): eine Dekompressionsbombe, abgelehnt (ein größeres --max-expanded, oder die Einstellungen, lesen sie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 data expands more than %2-fold (%3 from %4 read): a decompression bomb, refused</source>
        <translation>%1-Daten werden mehr als %2-fach größer (%3 aus %4 gelesenen): eine Dekompressionsbombe, abgelehnt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 data is damaged or cut short after %2 of text (line %3): the text before is used</source>
        <translation>%1-Daten sind beschädigt oder nach %2 Text abgeschnitten (Zeile %3): der Text davor wird verwendet</translation>
    </message>
</context>
<context>
    <name>vmscope::DiagnosticsPanel</name>
    <message>
        <location filename="../app/gui/shell/diagnosticspanel.cpp" line="+36"/>
        <source>note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Diagnostics</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines the parsers skipped or doubted; double-click one to see it in the source</source>
        <translation>Zeilen, die die Parser übersprungen oder angezweifelt haben; doppelklicken, um eine in der Quelle anzuzeigen</translation>
    </message>
</context>
<context>
    <name>vmscope::EventsParser</name>
    <message>
        <location filename="../parsers/events/eventsparser.cpp" line="+150"/>
        <source>line of %1 characters is too long for a kernel log message; skipped</source>
        <translation>Zeile mit %1 Zeichen ist zu lang für eine Kernel-Log-Meldung; übersprungen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>kernel message names an event but is cut off or garbled: &apos;%1&apos;</source>
        <translation>Kernel-Meldung nennt ein Ereignis, ist aber abgeschnitten oder verstümmelt: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line between kernel log messages could not be read; skipped</source>
        <translation>Zeile zwischen Kernel-Log-Meldungen konnte nicht gelesen werden; übersprungen</translation>
    </message>
</context>
<context>
    <name>vmscope::EventsView</name>
    <message>
        <location filename="../app/gui/events/eventsview.cpp" line="+43"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Events:</source>
        <translation>&amp;Ereignisse:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The kernel log messages to show</source>
        <translation>Die anzuzeigenden Kernel-Log-Meldungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No kernel log messages are loaded.

Open or paste syslog, dmesg or console output with allocation failures, OOM kills, hung tasks or soft lockups (File &gt; Open, Edit &gt; Paste). This view then shows them on a time axis, with the order of each failed allocation, and lists them; those printed during a vmstat or top run are also marked on its charts.</source>
        <translation>Keine Kernel-Log-Meldungen geladen.

Syslog-, dmesg- oder Konsolenausgabe mit fehlgeschlagenen Allokationen, OOM-Kills, hängenden Tasks oder Soft-Lockups öffnen oder einfügen (Datei &gt; Öffnen, Bearbeiten &gt; Einfügen). Diese Ansicht zeigt sie dann auf einer Zeitachse, mit der Order jeder fehlgeschlagenen Allokation, und listet sie auf; die während eines vmstat- oder top-Laufs ausgegebenen werden auch in dessen Diagrammen markiert.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>When the messages came</source>
        <translation>Wann die Meldungen kamen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Order</source>
        <translation>Order</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kernel log messages</source>
        <translation>Kernel-Log-Meldungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The messages in the order printed; double-click one to see its line in the source</source>
        <translation>Die Meldungen in der Reihenfolge der Ausgabe; doppelklicken, um ihre Zeile in der Quelle anzuzeigen</translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>%n kernel message(s): %1</source>
        <translation>
            <numerusform>%n Kernel-Meldung: %1</numerusform>
            <numerusform>%n Kernel-Meldungen: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>timed by their syslog stamps (which print no year)</source>
        <translation>zeitlich eingeordnet nach ihren syslog-Zeitstempeln (ohne Jahresangabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timed by their wall-clock stamps</source>
        <translation>zeitlich eingeordnet nach ihren Uhrzeit-Zeitstempeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>timed by their dmesg stamps, from %1 s after boot</source>
        <translation>zeitlich eingeordnet nach ihren dmesg-Zeitstempeln, ab %1 s nach dem Booten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not all stamped: one second apart, in the order printed</source>
        <translation>nicht alle mit Zeitstempel: je eine Sekunde Abstand, in der Reihenfolge der Ausgabe</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>up to %n in one second, spread over it in the order printed</source>
        <translation>
            <numerusform>bis zu %n in einer Sekunde, darin in der Reihenfolge der Ausgabe verteilt</numerusform>
            <numerusform>bis zu %n in einer Sekunde, darin in der Reihenfolge der Ausgabe verteilt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ExportActions</name>
    <message>
        <location filename="../app/gui/shell/exportactions.cpp" line="+56"/>
        <source>&amp;Export Chart…</source>
        <translation>Diagramm &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the charts shown as PNG, SVG or PDF, with stalls and notes</source>
        <translation>Die angezeigten Diagramme als PNG, SVG oder PDF speichern, mit Stillständen und Notizen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Data as CSV…</source>
        <translation>&amp;Daten als CSV exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the samples of the plotted captures for a spreadsheet</source>
        <translation>Die Messwerte der dargestellten Aufzeichnungen für eine Tabellenkalkulation speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Re&amp;port…</source>
        <translation>Be&amp;richt exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save sources, charts, findings, comparison and notes as HTML or PDF</source>
        <translation>Quellen, Diagramme, Befunde, Vergleich und Notizen als HTML oder PDF speichern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Copy Chart</source>
        <translation>Diagramm &amp;kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put a picture of the charts shown on the clipboard</source>
        <translation>Ein Bild der angezeigten Diagramme in die Zwischenablage legen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Name the file .png, .svg or .pdf.</source>
        <translation>Als Dateiendung .png, .svg oder .pdf verwenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+74"/>
        <source>No chart is shown: pick a metric first.</source>
        <translation>Kein Diagramm angezeigt: zuerst eine Metrik wählen.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Name the file .html or .pdf.</source>
        <translation>Als Dateiendung .html oder .pdf verwenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is loaded.</source>
        <translation>Nichts geladen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML page (*.html);;PDF document (*.pdf)</source>
        <translation>HTML-Seite (*.html);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export Data as CSV</source>
        <translation>Daten als CSV exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Copied the charts to the clipboard</source>
        <translation>Diagramme in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
</context>
<context>
    <name>vmscope::ExportChartDialog</name>
    <message>
        <location filename="../app/gui/shell/exportchartdialog.cpp" line="+29"/>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>96 dpi is one image pixel per pixel of the size; 192 doubles them for sharp text on HiDPI screens and in print</source>
        <translation>96 dpi ergibt ein Bildpixel pro Pixel der Größe; 192 verdoppelt sie für scharfen Text auf HiDPI-Bildschirmen und im Druck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chart&apos;s width as laid out; at 96 dpi the image&apos;s pixels</source>
        <translation>Die Breite des Diagramms im Layout; bei 96 dpi die Pixel des Bildes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chart&apos;s height as laid out; at 96 dpi the image&apos;s pixels</source>
        <translation>Die Höhe des Diagramms im Layout; bei 96 dpi die Pixel des Bildes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light for print and documents, dark for a dark page or slide</source>
        <translation>Hell für Druck und Dokumente, dunkel für eine dunkle Seite oder Folie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light (for print)</source>
        <translation>Hell (für den Druck)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resolution:</source>
        <translation>&amp;Auflösung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
</context>
<context>
    <name>vmscope::ExportCommand</name>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="+65"/>
        <source>--out %1 is one of the inputs; it would be overwritten</source>
        <translation>--out %1 ist eine der Eingaben; sie würde überschrieben</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>--note needs FROM[-TO]:TEXT in seconds, not &apos;%1&apos;</source>
        <translation>--note erwartet FROM[-TO]:TEXT in Sekunden, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot tell the format from &apos;%1&apos;: give --format png, svg, pdf or csv</source>
        <translation>Format lässt sich aus &apos;%1&apos; nicht erkennen: --format png, svg, pdf oder csv angeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a chart needs at least one --metric</source>
        <translation>ein Diagramm braucht mindestens ein --metric</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no capture is labelled %1 (labels: %2)</source>
        <translation>keine Aufzeichnung hat die Bezeichnung %1 (Bezeichnungen: %2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+33"/>
        <location line="+30"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>wrote %1 (%2 rows)</source>
        <translation>%1 geschrieben (%2 Zeilen)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no time series (vmstat, top, slabinfo) to chart</source>
        <translation>keine Zeitreihen (vmstat, top, slabinfo) für ein Diagramm</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+30"/>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>report writes .html or .pdf, not &apos;%1&apos;</source>
        <translation>report schreibt .html oder .pdf, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no log found in the inputs</source>
        <translation>kein Log in den Eingaben gefunden</translation>
    </message>
</context>
<context>
    <name>vmscope::Finding</name>
    <message>
        <location filename="../core/model/finding.cpp" line="+32"/>
        <source>info</source>
        <translation>Info</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
</context>
<context>
    <name>vmscope::FindingsPanel</name>
    <message>
        <location filename="../app/gui/shell/findingspanel.cpp" line="+48"/>
        <source>%1–%2 s (%3 s)</source>
        <translation>%1–%2 s (%3 s)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What Happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the analysis rules found; click one to zoom the charts to it. Thresholds: Edit &gt; Preferences</source>
        <translation>Was die Analyseregeln gefunden haben; ein Klick auf einen Befund zoomt die Diagramme darauf. Schwellenwerte: Bearbeiten &gt; Einstellungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stalls</source>
        <translation>Stillstände</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stalled (s)</source>
        <translation>Stillstand (s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean (s)</source>
        <translation>Mittel (s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest (s)</source>
        <translation>Längster (s)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stalls by kernel</source>
        <translation>Stillstände nach Kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kernels (labels) ranked by the share of their runs they stalled, least first</source>
        <translation>Die Kernel (Bezeichnungen), geordnet nach dem Anteil ihrer Läufe im Stillstand, der geringste zuerst</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Rule %1 (Help &gt; Stall Rules)</source>
        <translation>Regel %1 (Hilfe &gt; Stillstandsregeln)</translation>
    </message>
</context>
<context>
    <name>vmscope::FollowController</name>
    <message numerus="yes">
        <location filename="../app/gui/shell/followcontroller.cpp" line="+131"/>
        <source>%1 (%n line(s))</source>
        <translation>
            <numerusform>%1 (%n Zeile)</numerusform>
            <numerusform>%1 (%n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Following %1</source>
        <translation>%1 wird verfolgt</translation>
    </message>
</context>
<context>
    <name>vmscope::GrowingFile</name>
    <message>
        <location filename="../parsers/input/growingfile.cpp" line="+56"/>
        <location line="+10"/>
        <source>%1 is not a regular file; only a file can be followed</source>
        <translation>%1 ist keine reguläre Datei; nur eine Datei kann verfolgt werden</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+49"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>%1 is %2 data: a compressed log is opened (File &gt; Open), not followed</source>
        <translation>%1 enthält %2-Daten: ein komprimiertes Log wird geöffnet (Datei &gt; Öffnen), nicht verfolgt</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 passed %2 at line %3: it is no longer followed (File &gt; Open reads it whole)</source>
        <translation>%1 hat in Zeile %3 die Grenze von %2 überschritten: die Datei wird nicht mehr verfolgt (Datei &gt; Öffnen liest sie ganz)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 is gone; what was read is kept, and it is read again if it comes back</source>
        <translation>%1 ist verschwunden; das Gelesene bleibt erhalten, und die Datei wird erneut gelesen, wenn sie wieder auftaucht</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is back; it is read from its first line</source>
        <translation>%1 ist wieder da; die Datei wird ab der ersten Zeile gelesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was replaced by another file (rotated?); the new file is read from its first line</source>
        <translation>%1 wurde durch eine andere Datei ersetzt (rotiert?); die neue Datei wird ab der ersten Zeile gelesen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was cut short from %2 to %3; it is read again from its first line</source>
        <translation>%1 wurde von %2 auf %3 gekürzt; die Datei wird erneut ab der ersten Zeile gelesen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was rewritten; it is read again from its first line</source>
        <translation>%1 wurde neu geschrieben; die Datei wird erneut ab der ersten Zeile gelesen</translation>
    </message>
</context>
<context>
    <name>vmscope::HelpBrowser</name>
    <message>
        <location filename="../app/gui/shell/helpbrowser.cpp" line="+62"/>
        <source>vmscope Help</source>
        <translation>vmscope-Hilfe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Stall Rules</source>
        <translation>&amp;Stillstandsregeln</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Chart: zoom around the mouse</source>
        <translation>Diagramm: um den Mauszeiger zoomen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart: zoom to a span</source>
        <translation>Diagramm: auf einen Bereich zoomen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shift+drag</source>
        <translation>Shift+Ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart: pan</source>
        <translation>Diagramm: verschieben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart: add a note over a span</source>
        <translation>Diagramm: Notiz über einem Bereich hinzufügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+drag</source>
        <translation>Ctrl+Ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart: show everything again</source>
        <translation>Diagramm: wieder alles anzeigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double-click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart: show a sample&apos;s line in the source</source>
        <translation>Diagramm: Zeile eines Messwerts in der Quelle anzeigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click on the sample</source>
        <translation>Klick auf den Messwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart: Y axis (from zero, fit, fixed range, log scale), notes</source>
        <translation>Diagramm: Y-Achse (ab null, angepasst, fester Bereich, logarithmisch), Notizen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right-click</source>
        <translation>Rechtsklick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source: find, next match, previous match</source>
        <translation>Quelle: suchen, nächster Treffer, vorheriger Treffer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+F, F3, Shift+F3</source>
        <translation>Ctrl+F, F3, Shift+F3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source: close the find bar</source>
        <translation>Quelle: Suchleiste schließen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processes, Profile, Profile Diff, Slabs: filter the table</source>
        <translation>Prozesse, Profil, Profilvergleich, Slabs: Tabelle filtern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures: rename, remove</source>
        <translation>Aufzeichnungen: umbenennen, entfernen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>F2, Delete</source>
        <translation>F2, Delete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings, Diagnostics, Events: show the line or the span</source>
        <translation>Befunde, Hinweise, Ereignisse: Zeile oder Bereich anzeigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The document %1 is missing from this build.</source>
        <translation>Das Dokument %1 fehlt in diesem Build.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>vmscope::ImportController</name>
    <message>
        <location filename="../app/gui/shell/importcontroller.cpp" line="+91"/>
        <source>Reading %1</source>
        <translation>%1 wird gelesen</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Reading %n input(s)</source>
        <translation>
            <numerusform>%n Eingabe wird gelesen</numerusform>
            <numerusform>%n Eingaben werden gelesen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ImportPlan</name>
    <message>
        <location filename="../parsers/pipeline/importplan.cpp" line="+72"/>
        <source>lines %1-%2</source>
        <translation>Zeilen %1-%2</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>%1 block on lines %2-%3 repeats the one on %4, as quoted in a reply; not imported again</source>
        <translation>%1-Block in den Zeilen %2-%3 wiederholt den in %4, wie in einer Antwort zitiert; nicht erneut importiert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>loading was cancelled; what was read so far is kept</source>
        <translation>Laden abgebrochen; das bisher Gelesene bleibt erhalten</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>more than %1 logs in this input: the %2 from line %3 on are not read (raise the limit with --max-logs, or in Preferences)</source>
        <translation>mehr als %1 Logs in dieser Eingabe: die %2 ab Zeile %3 werden nicht gelesen (Grenze mit --max-logs oder in den Einstellungen erhöhen)</translation>
    </message>
</context>
<context>
    <name>vmscope::ImportPreviewDialog</name>
    <message>
        <location filename="../app/gui/shell/importpreviewdialog.cpp" line="+51"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>… %n more</source>
        <translation>
            <numerusform>… %n weiterer</numerusform>
            <numerusform>… %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing above the block names it; F2 to name it</source>
        <translation>Nichts über dem Block benennt ihn; F2 zum Benennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named from the %1; F2 to correct</source>
        <translation>Name stammt aus: %1; F2 zum Korrigieren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>repeats %1</source>
        <translation>wiederholt %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n diagnostic(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: No log found in this text</source>
        <translation>%1: Kein Log in diesem Text gefunden</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: %n block(s) read before the import was cancelled</source>
        <translation>
            <numerusform>%1: %n Block gelesen, bevor der Import abgebrochen wurde</numerusform>
            <numerusform>%1: %n Blöcke gelesen, bevor der Import abgebrochen wurde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n block(s)</source>
        <translation>
            <numerusform>%1: %n Block</numerusform>
            <numerusform>%1: %n Blöcke</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Import preview</source>
        <translation>Importvorschau</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source lines</source>
        <translation>Quellzeilen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quote depth</source>
        <translation>Zitattiefe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Logs found</source>
        <translation>Gefundene Logs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space takes or leaves the current block, F2 renames it</source>
        <translation>Leertaste übernimmt den aktuellen Block oder lässt ihn aus, F2 benennt ihn um</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Block text</source>
        <translation>Text des Blocks</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The lines of the current block, as the input has them</source>
        <translation>Die Zeilen des aktuellen Blocks, wie die Eingabe sie enthält</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Select &amp;all</source>
        <translation>&amp;Alle auswählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take every block found</source>
        <translation>Jeden gefundenen Block übernehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select &amp;none</source>
        <translation>&amp;Keine auswählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave every block out</source>
        <translation>Jeden Block auslassen</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The blocks below were read from this message</source>
        <translation>Die folgenden Blöcke wurden aus dieser Nachricht gelesen</translation>
    </message>
    <message numerus="yes">
        <location line="+106"/>
        <source>Import %n capture(s)</source>
        <translation>
            <numerusform>%n Aufzeichnung importieren</numerusform>
            <numerusform>%n Aufzeichnungen importieren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No log found in this text</source>
        <translation>Kein Log in diesem Text gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untick the blocks to leave out; double-click or press F2 to correct a label.</source>
        <translation>Auszulassende Blöcke abwählen; Doppelklick oder F2 korrigiert eine Bezeichnung.</translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>… %n more line(s) of this block not shown</source>
        <translation>
            <numerusform>… %n weitere Zeile dieses Blocks nicht angezeigt</numerusform>
            <numerusform>… %n weitere Zeilen dieses Blocks nicht angezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ImportStatus</name>
    <message>
        <location filename="../app/gui/shell/importstatus.cpp" line="+19"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the import and keep what was read so far</source>
        <translation>Import anhalten und das bisher Gelesene behalten</translation>
    </message>
</context>
<context>
    <name>vmscope::InputReader</name>
    <message>
        <location filename="../parsers/input/inputreader.cpp" line="+31"/>
        <source>%1: larger than 1 GiB</source>
        <translation>%1: größer als 1 GiB</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot read standard input</source>
        <translation>Standardeingabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read standard input: %1</source>
        <translation>Standardeingabe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+51"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1: no such file</source>
        <translation>%1: Datei existiert nicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: is a directory, not a file</source>
        <translation>%1: ist ein Verzeichnis, keine Datei</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+41"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>vmscope::InputSet</name>
    <message>
        <location filename="../parsers/input/inputset.cpp" line="+54"/>
        <source>%1: larger than 1 GiB</source>
        <translation>%1: größer als 1 GiB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the embedded demo thread is missing from this build</source>
        <translation>der eingebettete Demo-Thread fehlt in diesem Build</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>%1 is given more than once; it was read once</source>
        <translation>%1 wurde mehrfach angegeben; es wurde einmal gelesen</translation>
    </message>
</context>
<context>
    <name>vmscope::MailCleaner</name>
    <message>
        <location filename="../parsers/mail/mailcleaner.cpp" line="+166"/>
        <source>control characters or terminal escapes were removed</source>
        <translation>Steuerzeichen oder Terminal-Escapesequenzen wurden entfernt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>text flattened onto long lines by an archive was cut back into lines at quote markers, log headers and table rows</source>
        <translation>von einem Archiv zu langen Zeilen zusammengefügter Text wurde an Zitatzeichen, Log-Köpfen und Tabellenzeilen wieder in Zeilen aufgeteilt</translation>
    </message>
</context>
<context>
    <name>vmscope::Mailbox</name>
    <message numerus="yes">
        <location filename="../parsers/mail/mailbox.cpp" line="+228"/>
        <source>read as a mailbox of %n message(s)</source>
        <translation>
            <numerusform>als Postfach mit %n Nachricht gelesen</numerusform>
            <numerusform>als Postfach mit %n Nachrichten gelesen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read as a mail message</source>
        <translation>als E-Mail-Nachricht gelesen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n part(s) decoded from quoted-printable or base64</source>
        <translation>
            <numerusform>%n Teil aus quoted-printable oder base64 dekodiert</numerusform>
            <numerusform>%n Teile aus quoted-printable oder base64 dekodiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n part(s) that are not plain text left out (HTML, images, signatures)</source>
        <translation>
            <numerusform>%n Teil, der kein reiner Text ist, ausgelassen (HTML, Bilder, Signaturen)</numerusform>
            <numerusform>%n Teile, die kein reiner Text sind, ausgelassen (HTML, Bilder, Signaturen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line numbers are of the decoded text, shown in the Source tab</source>
        <translation>Zeilennummern beziehen sich auf den dekodierten Text, der im Reiter Quelle angezeigt wird</translation>
    </message>
</context>
<context>
    <name>vmscope::MainWindow</name>
    <message>
        <location filename="../app/gui/shell/mainwindow.cpp" line="+103"/>
        <source>Captures</source>
        <translation>Aufzeichnungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diagnostics</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diagnostics (%1)</source>
        <translation>Hinweise (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Findings (%1)</source>
        <translation>Befunde (%1)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The chosen metrics of the visible captures, on one time axis</source>
        <translation>Die gewählten Metriken der sichtbaren Aufzeichnungen auf einer gemeinsamen Zeitachse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The processes of a top capture: sortable table, busiest processes and the history of the selected ones</source>
        <translation>Die Prozesse einer top-Aufzeichnung: sortierbare Tabelle, die aktivsten Prozesse und der Verlauf der ausgewählten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A kernel profile: where the time went, by symbol, with the top symbols as bars</source>
        <translation>Ein Kernel-Profil: wohin die Zeit ging, nach Symbol, mit den häufigsten Symbolen als Balken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile Diff</source>
        <translation>Profilvergleich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two or more profiles against a baseline: the symbols whose share changed most</source>
        <translation>Zwei oder mehr Profile gegenüber einer Referenz: die Symbole, deren Anteil sich am stärksten geändert hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oops</source>
        <translation>Oops</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slabs</source>
        <translation>Slabs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The slab caches of a slabinfo capture: memory, growth, leak suspects and their history</source>
        <translation>Die Slab-Caches einer slabinfo-Aufzeichnung: Speicher, Wachstum, Leck-Verdächtige und ihr Verlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel log messages (allocation failures, OOM kills, hung tasks, soft lockups) on a time axis of their own, and their list</source>
        <translation>Kernel-Logmeldungen (Allokationsfehler, OOM-Kills, hängende Tasks, Soft Lockups) auf einer eigenen Zeitachse, und ihre Liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The original text of the current capture&apos;s input</source>
        <translation>Der Originaltext der Eingabe der aktuellen Aufzeichnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernels side by side: a metric per label, its statistics against a baseline, and the benchmark result tables</source>
        <translation>Kernel im Vergleich: eine Metrik pro Bezeichnung, ihre Statistik gegenüber einer Referenz und die Benchmark-Ergebnistabellen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import one or more logs or mail threads, or open a saved session</source>
        <translation>Ein oder mehrere Logs oder Mail-Threads importieren oder eine gespeicherte Sitzung öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>Zuletzt &amp;geöffnet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recent Sess&amp;ions</source>
        <translation>Letzte S&amp;itzungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Follow File…</source>
        <translation>Datei &amp;verfolgen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a log that is still being written (vmstat 1 &gt; log, top -b &gt; log): the charts and findings follow it as it grows</source>
        <translation>Ein Log beobachten, das noch geschrieben wird (vmstat 1 &gt; log, top -b &gt; log): Diagramme und Befunde folgen ihm, während es wächst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;top Following</source>
        <translation>&amp;Nicht mehr verfolgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop watching the followed logs; what was read stays</source>
        <translation>Die verfolgten Logs nicht mehr beobachten; das Gelesene bleibt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Save Session</source>
        <translation>Sitzung &amp;speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the captures, labels, colours, notes and choices in a .vmscope session</source>
        <translation>Aufzeichnungen, Bezeichnungen, Farben, Notizen und gewählte Optionen in einer .vmscope-Sitzung speichern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save Session &amp;As…</source>
        <translation>Sitzung speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the work in a new .vmscope session</source>
        <translation>Die Arbeit in einer neuen .vmscope-Sitzung speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close All</source>
        <translation>Alle s&amp;chließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove every capture from the window</source>
        <translation>Alle Aufzeichnungen aus dem Fenster entfernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load System.&amp;map…</source>
        <translation>System.&amp;map laden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolve the raw addresses of the oopses with the kernel&apos;s System.map</source>
        <translation>Die rohen Adressen der Oopses mit der System.map des Kernels auflösen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave vmscope</source>
        <translation>vmscope beenden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import the logs in the clipboard&apos;s text</source>
        <translation>Die Logs im Text der Zwischenablage importieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy as &amp;Text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the Compare tab&apos;s table as a 72-column text table for a mail</source>
        <translation>Die Tabelle des Reiters Vergleich als Texttabelle mit 72 Spalten für eine E-Mail kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy as C&amp;SV</source>
        <translation>Als &amp;CSV kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the Compare tab&apos;s table as CSV for a spreadsheet</source>
        <translation>Die Tabelle des Reiters Vergleich als CSV für eine Tabellenkalkulation kopieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P&amp;references…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How inputs are read, and the thresholds of the stall and hotspot rules</source>
        <translation>Wie Eingaben gelesen werden, und die Schwellenwerte der Stillstands- und Hotspot-Regeln</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset &amp;Zoom</source>
        <translation>&amp;Zoom zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show every sample of every chart</source>
        <translation>Jeden Messwert jedes Diagramms anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Halve the time range shown</source>
        <translation>Den angezeigten Zeitbereich halbieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom O&amp;ut</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double the time range shown</source>
        <translation>Den angezeigten Zeitbereich verdoppeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloc&amp;k Time on the Axis</source>
        <translation>&amp;Uhrzeit auf der Achse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Label the time axis with the time of day when the plotted captures printed it (vmstat -t, top), else with the time elapsed</source>
        <translation>Die Zeitachse mit der Uhrzeit beschriften, wenn die dargestellten Aufzeichnungen sie ausgegeben haben (vmstat -t, top), sonst mit der verstrichenen Zeit</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Charts</source>
        <translation>&amp;Diagramme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the charts of the chosen metrics</source>
        <translation>Die Diagramme der gewählten Metriken anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Processes</source>
        <translation>&amp;Prozesse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the processes of a top capture</source>
        <translation>Die Prozesse einer top-Aufzeichnung anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;rofile</source>
        <translation>P&amp;rofil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show a kernel profile</source>
        <translation>Ein Kernel-Profil anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile &amp;Diff</source>
        <translation>Profil&amp;vergleich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compare two or more profiles</source>
        <translation>Zwei oder mehr Profile vergleichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Oops</source>
        <translation>&amp;Oops</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the oopses, BUGs and WARNINGs</source>
        <translation>Die Oopses, BUGs und WARNINGs anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;labs</source>
        <translation>S&amp;labs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the slab caches of a slabinfo capture</source>
        <translation>Die Slab-Caches einer slabinfo-Aufzeichnung anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Events</source>
        <translation>&amp;Ereignisse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the kernel log messages of an Events capture</source>
        <translation>Die Kernel-Logmeldungen einer Ereignis-Aufzeichnung anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Source</source>
        <translation>&amp;Quelle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the original text of the current capture</source>
        <translation>Den Originaltext der aktuellen Aufzeichnung anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare</source>
        <translation>Vergle&amp;ich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare kernels: a metric per label with its statistics, and result tables</source>
        <translation>Kernel vergleichen: eine Metrik pro Bezeichnung mit ihrer Statistik, und Ergebnistabellen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Show Onl&amp;y Selected Captures</source>
        <translation>Nur ausge&amp;wählte Aufzeichnungen zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plot the captures selected in the tree and hide the others</source>
        <translation>Die im Baum ausgewählten Aufzeichnungen darstellen und die anderen ausblenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;All Captures</source>
        <translation>&amp;Alle Aufzeichnungen zeigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Plot every capture again</source>
        <translation>Wieder alle Aufzeichnungen darstellen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show or hide the %1 panel</source>
        <translation>Bereich %1 ein- oder ausblenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load a thread with three kernels&apos; vmstat runs and a writeback stall</source>
        <translation>Einen Thread mit vmstat-Läufen dreier Kernel und einem Writeback-Stillstand laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to read a thread with vmscope: the pages, the charts, findings and Compare</source>
        <translation>Wie man einen Thread mit vmscope liest: die Seiten, die Diagramme, Befunde und Vergleich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every shortcut of the menus, the charts and the pages</source>
        <translation>Alle Tastenkürzel der Menüs, der Diagramme und der Seiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Stall Rules</source>
        <translation>&amp;Stillstandsregeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each stall rule looks for, and its thresholds</source>
        <translation>Wonach jede Stillstandsregel sucht, und ihre Schwellenwerte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About vmscope</source>
        <translation>&amp;Über vmscope</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version, licence and the libraries used</source>
        <translation>Version, Lizenz und verwendete Bibliotheken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The version of Qt and its licence</source>
        <translation>Die Version von Qt und ihre Lizenz</translation>
    </message>
    <message>
        <location line="+534"/>
        <source>&lt;h3&gt;vmscope %1&lt;/h3&gt;&lt;p&gt;Reads Linux kernel performance logs (vmstat, top, profiles, oopses) as they were pasted into mailing-list threads, and charts them.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 2 or later.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;vmscope %1&lt;/h3&gt;&lt;p&gt;Liest Leistungs-Logs des Linux-Kernels (vmstat, top, Profile, Oopses), wie sie in Threads von Mailinglisten eingefügt wurden, und stellt sie als Diagramme dar.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU GPL, Version 2 oder später.&lt;/p&gt;&lt;p&gt;Erstellt mit:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;</translation>
    </message>
    <message>
        <location line="-492"/>
        <source>Nothing to copy: the Compare tab shows no table</source>
        <translation>Nichts zu kopieren: der Reiter Vergleich zeigt keine Tabelle</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>Oopses, BUGs and WARNINGs: the culprit, trace, registers and code, grouped by crash</source>
        <translation>Oopses, BUGs und WARNINGs: Verursacher, Trace, Register und Code, gruppiert nach Absturz</translation>
    </message>
    <message>
        <location line="+256"/>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>quitting</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>dropped text %1</source>
        <translation>abgelegter Text %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Logs</source>
        <translation>Logs öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs, mail threads and sessions (*.txt *.log *.mbox *.eml *.gz *.bz2 *.xz *.zst *.vmscope);;vmscope sessions (*.vmscope);;All files (*)</source>
        <translation>Logs, Mail-Threads und Sitzungen (*.txt *.log *.mbox *.eml *.gz *.bz2 *.xz *.zst *.vmscope);;vmscope-Sitzungen (*.vmscope);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow Logs</source>
        <translation>Logs verfolgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs (*.txt *.log);;All files (*)</source>
        <translation>Logs (*.txt *.log);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Only one session opens at a time: %1 was opened</source>
        <translation>Es kann nur eine Sitzung gleichzeitig geöffnet werden: %1 wurde geöffnet</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>closing every capture</source>
        <translation>Schließen aller Aufzeichnungen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>vmscope[*]</source>
        <translation>vmscope[*]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1[*] — vmscope</source>
        <translation>%1[*] — vmscope</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The clipboard holds no text to import</source>
        <translation>Die Zwischenablage enthält keinen Text zum Importieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>paste %1</source>
        <translation>eingefügter Text %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n capture(s) from %1</source>
        <translation>
            <numerusform>%n Aufzeichnung aus %1</numerusform>
            <numerusform>%n Aufzeichnungen aus %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+133"/>
        <source>%1 s to %2 s</source>
        <translation>%1 s bis %2 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add Note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note on %1 at %2:</source>
        <translation>Notiz zu %1 (%2):</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit Note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Load System.map</source>
        <translation>System.map laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System.map and kallsyms (System.map* *.map kallsyms*);;All files (*)</source>
        <translation>System.map und kallsyms (System.map* *.map kallsyms*);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No oops to resolve: open a thread with an oops first</source>
        <translation>Kein Oops aufzulösen: zuerst einen Thread mit einem Oops öffnen</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %n address(es) resolved</source>
        <translation>
            <numerusform>%1: %n Adresse aufgelöst</numerusform>
            <numerusform>%1: %n Adressen aufgelöst</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Sample %1 of %2 is line %3 of %4</source>
        <translation>Messwert %1 von %2 ist Zeile %3 von %4</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>About vmscope</source>
        <translation>Über vmscope</translation>
    </message>
</context>
<context>
    <name>vmscope::MetricPicker</name>
    <message>
        <location filename="../app/charts/metricpicker.cpp" line="+43"/>
        <source>Processes runnable: running or waiting for a CPU</source>
        <translation>Lauffähige Prozesse: laufend oder auf eine CPU wartend</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Processes blocked in uninterruptible sleep, usually waiting for I/O</source>
        <translation>Prozesse im nicht unterbrechbaren Schlaf, meist auf I/O wartend</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processes runnable but swapped out (procps 2.0, 2.4 kernels)</source>
        <translation>Lauffähige, aber ausgelagerte Prozesse (procps 2.0, Kernel 2.4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+66"/>
        <source>Swap space in use</source>
        <translation>Belegter Swap-Speicher</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Memory not used at all</source>
        <translation>Gar nicht genutzter Speicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory used as buffers (block device metadata)</source>
        <translation>Als Puffer genutzter Speicher (Metadaten von Blockgeräten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory used as page cache</source>
        <translation>Als Seitencache genutzter Speicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inactive memory (vmstat -a): reclaimed first</source>
        <translation>Inaktiver Speicher (vmstat -a): wird zuerst freigegeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Active memory (vmstat -a): recently used</source>
        <translation>Aktiver Speicher (vmstat -a): kürzlich genutzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory swapped in from disk</source>
        <translation>Von der Festplatte eingelagerter Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory swapped out to disk</source>
        <translation>Auf die Festplatte ausgelagerter Speicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocks read from block devices (1 KiB blocks on 2.6+)</source>
        <translation>Von Blockgeräten gelesene Blöcke (1-KiB-Blöcke ab 2.6)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blocks written to block devices (1 KiB blocks on 2.6+); drops to 0 when writeback stalls</source>
        <translation>Auf Blockgeräte geschriebene Blöcke (1-KiB-Blöcke ab 2.6); fällt auf 0, wenn das Writeback stillsteht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interrupts per second, the clock included</source>
        <translation>Interrupts pro Sekunde, einschließlich des Timers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context switches per second</source>
        <translation>Kontextwechsel pro Sekunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU time in user code (vmstat counts niced code here, top shows it as ni)</source>
        <translation>CPU-Zeit in Benutzercode (vmstat zählt Code mit nice hier mit, top zeigt ihn als ni)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU time in niced user code (top)</source>
        <translation>CPU-Zeit in Benutzercode mit nice (top)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU time serving hardware interrupts (top)</source>
        <translation>CPU-Zeit für Hardware-Interrupts (top)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU time in softirqs (top&apos;s si)</source>
        <translation>CPU-Zeit in Softirqs (si bei top)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU time in the kernel</source>
        <translation>CPU-Zeit im Kernel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU time idle (before 2.5.41 iowait is counted here)</source>
        <translation>CPU-Zeit im Leerlauf (vor 2.5.41 wird iowait hier gezählt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU time waiting for I/O</source>
        <translation>CPU-Zeit beim Warten auf I/O</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU time stolen by the hypervisor</source>
        <translation>Vom Hypervisor gestohlene CPU-Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU time running guests (procps-ng 4.0.4+), taken out of us</source>
        <translation>CPU-Zeit für Gastsysteme (procps-ng 4.0.4+), aus us herausgerechnet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Load average over 1 minute: runnable plus uninterruptible tasks</source>
        <translation>Durchschnittslast über 1 Minute: lauffähige plus nicht unterbrechbare Tasks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load average over 5 minutes</source>
        <translation>Durchschnittslast über 5 Minuten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load average over 15 minutes</source>
        <translation>Durchschnittslast über 15 Minuten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tasks in total (top)</source>
        <translation>Tasks insgesamt (top)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tasks running or runnable</source>
        <translation>Laufende oder lauffähige Tasks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tasks sleeping</source>
        <translation>Schlafende Tasks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tasks in uninterruptible sleep (procps-ng 4.0.5+)</source>
        <translation>Tasks in nicht unterbrechbarem Schlaf (procps-ng 4.0.5+)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tasks stopped or traced</source>
        <translation>Angehaltene oder verfolgte Tasks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tasks exited but not yet reaped</source>
        <translation>Beendete, aber noch nicht abgeräumte Tasks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory in total (top)</source>
        <translation>Speicher insgesamt (top)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory used (top; procps 2.0 counts buffers and cache in it)</source>
        <translation>Belegter Speicher (top; procps 2.0 rechnet Puffer und Cache mit ein)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared memory (top)</source>
        <translation>Gemeinsam genutzter Speicher (top)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory available for new work without swapping (top, procps-ng 3.3.10+)</source>
        <translation>Für neue Arbeit ohne Auslagern verfügbarer Speicher (top, procps-ng 3.3.10+)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap space in total</source>
        <translation>Swap-Speicher insgesamt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap space free</source>
        <translation>Freier Swap-Speicher</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The metrics of the captures shown, by group: tick one (Space) to chart it</source>
        <translation>Die Metriken der gezeigten Aufzeichnungen, nach Gruppe: eine ankreuzen (Leertaste), um sie darzustellen</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>CPU %1: %2</source>
        <translation>CPU %1: %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>stacked</source>
        <translation>gestapelt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 as areas stacked on each other, a chart per capture</source>
        <translation>%1: %2 als übereinander gestapelte Flächen, ein Diagramm je Aufzeichnung</translation>
    </message>
</context>
<context>
    <name>vmscope::MetricStack</name>
    <message>
        <location filename="../app/charts/metricstack.cpp" line="+36"/>
        <source>CPU split (stacked)</source>
        <translation>CPU-Aufteilung (gestapelt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory (stacked)</source>
        <translation>Speicher (gestapelt)</translation>
    </message>
</context>
<context>
    <name>vmscope::OopsParser</name>
    <message>
        <location filename="../parsers/oops/oopsparser.cpp" line="+472"/>
        <source>the Call Trace has %1 entries but ksymoops decoded %2; the decoded ones are kept</source>
        <translation>der Call Trace hat %1 Einträge, aber ksymoops hat %2 dekodiert; die dekodierten werden behalten</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>ksymoops printed a symbol that could not be read: %1</source>
        <translation>ksymoops hat ein Symbol ausgegeben, das nicht gelesen werden konnte: %1</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>code bytes stop at &apos;%1&apos;</source>
        <translation>Code-Bytes enden bei „%1“</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the sender cut lines out of the report here</source>
        <translation>der Absender hat hier Zeilen aus dem Bericht entfernt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>line not read as part of the oops report</source>
        <translation>Zeile nicht als Teil des Oops-Berichts gelesen</translation>
    </message>
    <message>
        <location line="+514"/>
        <source>no faulting address and no call trace could be read</source>
        <translation>weder eine Fehleradresse noch ein Call Trace konnte gelesen werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the report ends before its Code: line or end-of-trace marker; it may have been cut short</source>
        <translation>der Bericht endet vor seiner Code:-Zeile oder der Ende-des-Trace-Markierung; er wurde möglicherweise abgeschnitten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ksymoops counted %1 warnings and errors; %2 are in the text</source>
        <translation>ksymoops hat %1 Warnungen und Fehler gezählt; %2 stehen im Text</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>line wrapped by mail rejoined with line %1</source>
        <translation>durch Mail umbrochene Zeile wieder mit Zeile %1 verbunden</translation>
    </message>
</context>
<context>
    <name>vmscope::OopsText</name>
    <message>
        <location filename="../core/oops/oopstext.cpp" line="+31"/>
        <source>kernel %1</source>
        <translation>Kernel %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1</source>
        <translation>um %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>faulting at %1</source>
        <translation>Fehler bei %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Call Trace:</source>
        <translation>Call Trace:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>ksymoops: %1 warnings issued, %2 errors</source>
        <translation>ksymoops: %1 Warnungen ausgegeben, %2 Fehler</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>culprit: %1</source>
        <translation>Verursacher: %1</translation>
    </message>
</context>
<context>
    <name>vmscope::OopsView</name>
    <message>
        <location filename="../app/gui/oops/oopsview.cpp" line="+54"/>
        <source>kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taint</source>
        <translation>Taint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>faulting at &lt;tt&gt;%1&lt;/tt&gt;</source>
        <translation>Fehler bei &lt;tt&gt;%1&lt;/tt&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: culprit &lt;tt&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/tt&gt; (%3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Verursacher &lt;tt&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/tt&gt; (%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>signature &lt;tt&gt;%1&lt;/tt&gt;</source>
        <translation>Signatur &lt;tt&gt;%1&lt;/tt&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>ksymoops: %n warning(s) issued</source>
        <translation>
            <numerusform>ksymoops: %n Warnung ausgegeben</numerusform>
            <numerusform>ksymoops: %n Warnungen ausgegeben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kernels</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The reports, one row per crash: reports with the same faulting function and top frames are grouped, with how often they were seen</source>
        <translation>Die Berichte, eine Zeile pro Absturz: Berichte mit derselben fehlerauslösenden Funktion und denselben obersten Frames werden gruppiert, mit ihrer Häufigkeit</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Load System.map…</source>
        <translation>System.map laden…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This report has raw addresses: resolve them into function+offset/size with the kernel&apos;s System.map</source>
        <translation>Dieser Bericht enthält rohe Adressen: sie mit der System.map des Kernels in Funktion+Offset/Größe auflösen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call trace</source>
        <translation>Aufrufliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oops&apos;s call trace, innermost first, each function with its module and address</source>
        <translation>Die Aufrufliste des Oops, die innerste zuerst, jede Funktion mit Modul und Adresse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Register</source>
        <translation>Register</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Registers</source>
        <translation>Register</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The registers the oops printed, and their values</source>
        <translation>Die Register, die der Oops ausgab, und ihre Werte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The code bytes the oops printed, the faulting one marked, and their disassembly where ksymoops gave one</source>
        <translation>Die Code-Bytes, die der Oops ausgab, das fehlerhafte markiert, und ihre Disassemblierung, wo ksymoops eine lieferte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copy as Text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the report in a compact form fit for a mail reply</source>
        <translation>Den Bericht in kompakter Form für eine Mail-Antwort kopieren</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No oops in the captures. Open or paste a thread with a kernel oops, BUG or WARNING to see its trace here.</source>
        <translation>Kein Oops in den Aufzeichnungen. Einen Thread mit einem Kernel-Oops, BUG oder WARNING öffnen oder einfügen, um seinen Trace hier zu sehen.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Unreliable: a stale return address found on the stack, maybe not part of this call chain</source>
        <translation>Unzuverlässig: eine veraltete Rücksprungadresse auf dem Stack, womöglich nicht Teil dieser Aufrufkette</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resolved with the System.map</source>
        <translation>Mit der System.map aufgelöst</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The culprit: %1</source>
        <translation>Der Verursacher: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>lock sites (the lock acquired, then those held):</source>
        <translation>Sperrstellen (die angeforderte Sperre, dann die gehaltenen):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>call trace:</source>
        <translation>Call Trace:</translation>
    </message>
</context>
<context>
    <name>vmscope::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/shell/preferencesdialog.cpp" line="+45"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thresholds of the analysis rules. A value equal to its threshold passes it. What each rule does: Help &gt; Stall Rules (docs/stalls.md).</source>
        <translation>Schwellenwerte der Analyseregeln. Ein Wert gleich seinem Schwellenwert besteht ihn. Was jede Regel tut: Hilfe &gt; Stillstandsregeln (docs/stalls.md).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language of the window</source>
        <translation>Sprache des Fensters</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>System (%1)</source>
        <translation>System (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The language of menus, pages and messages; it takes effect when vmscope starts again</source>
        <translation>Die Sprache der Menüs, Seiten und Meldungen; sie gilt ab dem nächsten Start von vmscope</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reading inputs</source>
        <translation>Eingaben lesen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>vmscope-cli --max-expanded</source>
        <translation>vmscope-cli --max-expanded</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most a compressed input (gzip, bzip2, xz, zstd) may expand to; past it the input is refused</source>
        <translation>Maximale Größe, auf die eine komprimierte Eingabe (gzip, bzip2, xz, zstd) entpackt werden darf; darüber wird die Eingabe abgelehnt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>vmscope-cli --max-logs</source>
        <translation>vmscope-cli --max-logs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most logs read from one input</source>
        <translation>Höchstzahl Logs aus einer Eingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most logs read from one input; the rest of it is left unread, with a warning that says from which line</source>
        <translation>Höchstzahl der aus einer Eingabe gelesenen Logs; der Rest bleibt ungelesen, mit einer Warnung, ab welcher Zeile</translation>
    </message>
</context>
<context>
    <name>vmscope::ProcessTableModel</name>
    <message>
        <location filename="../app/gui/top/processtablemodel.cpp" line="+148"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1 (pid %2): listed in %n of %3 frame(s); %CPU peak %4, mean %5</source>
        <translation>
            <numerusform>%1 (PID %2): in %n von %3 Frame aufgeführt; %CPU: Spitze %4, Mittel %5</numerusform>
            <numerusform>%1 (PID %2): in %n von %3 Frames aufgeführt; %CPU: Spitze %4, Mittel %5</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%CPU over time</source>
        <translation>%CPU im Zeitverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak %CPU</source>
        <translation>Spitze %CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean %CPU</source>
        <translation>Mittel %CPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean over the frames that listed the process</source>
        <translation>Mittelwert über die Frames, die den Prozess aufführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak %MEM</source>
        <translation>Spitze %MEM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak RES</source>
        <translation>Spitze RES</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highest resident set size (RES, RSS) in any frame</source>
        <translation>Größte residente Speichergröße (RES, RSS) in einem Frame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Frames that listed the process, of all frames</source>
        <translation>Frames, die den Prozess aufführen, von allen Frames</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process state in the last frame that listed it (R running, S sleeping, D uninterruptible, Z zombie)</source>
        <translation>Prozesszustand im letzten Frame, der ihn aufführt (R läuft, S schläft, D nicht unterbrechbar, Z Zombie)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%CPU in every frame, gaps where top did not list the process; every row is drawn to the same scale, 0 to %1 %</source>
        <translation>%CPU in jedem Frame, Lücken, wo top den Prozess nicht aufführte; jede Zeile hat denselben Maßstab, 0 bis %1 %</translation>
    </message>
</context>
<context>
    <name>vmscope::ProcessView</name>
    <message>
        <location filename="../app/gui/top/processview.cpp" line="+40"/>
        <source>Command, user or PID (Ctrl+F)</source>
        <translation>Befehl, Benutzer oder PID (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the processes whose command, user or PID contain this text</source>
        <translation>Nur die Prozesse anzeigen, deren Befehl, Benutzer oder PID diesen Text enthält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process filter</source>
        <translation>Prozessfilter</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n process(es)</source>
        <translation>
            <numerusform>%1 von %n Prozess</numerusform>
            <numerusform>%1 von %n Prozessen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No top capture is loaded.

Open or paste the output of top (File &gt; Open, Edit &gt; Paste) to see its processes here: a table with each one&apos;s %CPU over time, the busiest ones charted, and the history of the ones you select.</source>
        <translation>Keine top-Aufzeichnung geladen.

Die Ausgabe von top öffnen oder einfügen (Datei &gt; Öffnen, Bearbeiten &gt; Einfügen), um hier ihre Prozesse zu sehen: eine Tabelle mit dem %CPU-Verlauf jedes Prozesses, ein Diagramm der aktivsten und den Verlauf der ausgewählten.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Busiest processes (%CPU)</source>
        <translation>Aktivste Prozesse (%CPU)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+203"/>
        <source>Selected processes</source>
        <translation>Ausgewählte Prozesse</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>&amp;Busiest charted:</source>
        <translation>&amp;Aktivste im Diagramm:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many of the busiest processes (by peak %CPU) the chart on the left plots</source>
        <translation>Wie viele der aktivsten Prozesse (nach Spitzen-%CPU) das linke Diagramm zeigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also plot &amp;RES and %MEM</source>
        <translation>Auch &amp;RES und %MEM zeichnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chart the selected processes&apos; resident memory and memory share below their %CPU</source>
        <translation>Den residenten Speicher und Speicheranteil der ausgewählten Prozesse unter ihrer %CPU zeichnen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column to sort by it; select processes to chart their history below</source>
        <translation>Auf eine Spalte klicken, um danach zu sortieren; Prozesse auswählen, um unten ihren Verlauf zu zeichnen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select processes in the table to chart their history.</source>
        <translation>Prozesse in der Tabelle auswählen, um ihren Verlauf zu zeichnen.</translation>
    </message>
    <message numerus="yes">
        <location line="+93"/>
        <source>%1: %2 processes in %n frame(s)</source>
        <translation>
            <numerusform>%1: %2 Prozesse in %n Frame</numerusform>
            <numerusform>%1: %2 Prozesse in %n Frames</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The processes of the top capture %1; select another top capture in the Captures panel to see its processes</source>
        <translation>Die Prozesse der top-Aufzeichnung %1; eine andere top-Aufzeichnung im Bereich „Aufzeichnungen“ auswählen, um ihre Prozesse zu sehen</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>Selected processes (the first %1 of %n)</source>
        <translation>
            <numerusform>Ausgewählte Prozesse (die ersten %1 von %n)</numerusform>
            <numerusform>Ausgewählte Prozesse (die ersten %1 von %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileBarChart</name>
    <message>
        <location filename="../app/gui/profile/profilebarchart.cpp" line="+347"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileDiff</name>
    <message>
        <location filename="../core/profile/comparetables.cpp" line="+94"/>
        <source>- not listed; in a listing cut after its top symbols, less than:</source>
        <translation>- nicht aufgeführt; in einer nach den obersten Symbolen abgeschnittenen Liste weniger als:</translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileDiffModel</name>
    <message numerus="yes">
        <location filename="../app/gui/profile/profilediffmodel.cpp" line="+114"/>
        <source>sum of %n symbol(s)</source>
        <translation>
            <numerusform>Summe von %n Symbol</numerusform>
            <numerusform>Summe von %n Symbolen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>below %1&apos;s cut-off (&lt; %2 %)</source>
        <translation>unter der Schnittgrenze von %1 (&lt; %2 %)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>only in %1</source>
        <translation>nur in %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in %1</source>
        <translation>nicht in %1</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>%1 does not list %2: its listing was cut, so %2 had less than %3 % there (counted as 0 %)</source>
        <translation>%1 führt %2 nicht auf: die Liste wurde abgeschnitten, daher hatte %2 dort weniger als %3 % (als 0 % gezählt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not list %2: its listing is whole, so %2 had none there (0 %)</source>
        <translation>%1 führt %2 nicht auf: die Liste ist vollständig, daher hatte %2 dort nichts (0 %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share in %1 minus share in %2: %3 percentage points</source>
        <translation>Anteil in %1 minus Anteil in %2: %3 Prozentpunkte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s ticks over %2&apos;s (shares when the listings print only percentages)</source>
        <translation>Ticks von %1 geteilt durch die von %2 (Anteile, wenn die Listen nur Prozentwerte ausgeben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No ratio: one side does not list %1</source>
        <translation>Kein Verhältnis: eine Seite führt %1 nicht auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Symbol</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1
ticks</source>
        <translation>%1
Ticks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
%</source>
        <translation>%1
%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change
(points)</source>
        <translation>Änderung
(Punkte)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change
%1</source>
        <translation>Änderung
%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ratio
%1</source>
        <translation>Verhältnis
%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rank by the largest change in share of the total</source>
        <translation>Rang nach der größten Änderung des Anteils an der Gesamtsumme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ticks or samples of the symbol in %1</source>
        <translation>Ticks oder Messwerte des Symbols in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share of %1&apos;s total, in %</source>
        <translation>Anteil an der Gesamtsumme von %1, in %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share in %1 minus share in %2 (the baseline), in percentage points</source>
        <translation>Anteil in %1 minus Anteil in %2 (der Referenz), in Prozentpunkten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ticks in %1 over ticks in %2 (the baseline)</source>
        <translation>Ticks in %1 geteilt durch Ticks in %2 (der Referenz)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Groups of symbols summed, and symbols that only some listings show</source>
        <translation>Summierte Symbolgruppen und Symbole, die nur einige Listen zeigen</translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileDiffView</name>
    <message>
        <location filename="../app/gui/profile/profilediffview.cpp" line="+73"/>
        <source>The profile the others are compared with</source>
        <translation>Das Profil, mit dem die anderen verglichen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Baseline:</source>
        <translation>&amp;Referenz:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The profile whose changes against the baseline the chart shows</source>
        <translation>Das Profil, dessen Änderungen gegenüber der Referenz das Diagramm zeigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hart:</source>
        <translation>&amp;Diagramm:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. journal_*, ext3_*</source>
        <translation>z. B. journal_*, ext3_*</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefixes whose symbols are summed into a row of their own, separated by commas; press Return to apply</source>
        <translation>Präfixe, deren Symbole in eine eigene Zeile summiert werden, durch Kommas getrennt; zum Anwenden Eingabetaste drücken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Groups:</source>
        <translation>&amp;Gruppen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Top changes:</source>
        <translation>Größte Ä&amp;nderungen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of the largest changes the chart shows and Copy as Mail Text copies</source>
        <translation>Wie viele der größten Änderungen das Diagramm zeigt und „Als Mail-Text kopieren“ kopiert</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+23"/>
        <source>Copy as &amp;Mail Text</source>
        <translation>Als &amp;Mail-Text kopieren</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Copy the top changes (or the selected rows) as a plain-text table at most 72 columns wide, for a reply on the list</source>
        <translation>Die größten Änderungen (oder die ausgewählten Zeilen) als Klartext-Tabelle mit höchstens 72 Spalten Breite für eine Antwort auf der Liste kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+23"/>
        <source>Copy as C&amp;SV</source>
        <translation>Als C&amp;SV kopieren</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Copy every row the table shows as comma-separated values</source>
        <translation>Alle Zeilen, die die Tabelle zeigt, als kommagetrennte Werte kopieren</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Profile differences</source>
        <translation>Profilunterschiede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A symbol a row, its share of each profile and the change against the baseline; Ctrl+C copies the rows as mail text</source>
        <translation>Ein Symbol pro Zeile, sein Anteil an jedem Profil und die Änderung gegenüber der Referenz; Strg+C kopiert die Zeilen als Mailtext</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Largest changes in share of the total</source>
        <translation>Größte Änderungen des Anteils an der Gesamtsumme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a bar to select its row in the table</source>
        <translation>Auf einen Balken klicken, um seine Zeile in der Tabelle auszuwählen</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>No profiles to compare.

Open or paste two or more kernel profiles (readprofile, oprofile or perf report) of the same workload, e.g. one per kernel or mount option, to see which symbols gained or lost time.</source>
        <translation>Keine Profile zum Vergleichen.

Zwei oder mehr Kernel-Profile (readprofile, oprofile oder perf report) derselben Last öffnen oder einfügen, z. B. eines je Kernel oder Mount-Option, um zu sehen, welche Symbole Zeit gewonnen oder verloren haben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one profile is loaded (%1).

Open or paste another listing of the same workload, on another kernel or configuration, to compare the two.</source>
        <translation>Nur ein Profil ist geladen (%1).

Eine weitere Liste derselben Last auf einem anderen Kernel oder einer anderen Konfiguration öffnen oder einfügen, um beide zu vergleichen.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Largest changes</source>
        <translation>Größte Änderungen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 %2 % → %3 %4 %</source>
        <translation>%1 %2 % → %3 %4 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No symbol changed its share.</source>
        <translation>Kein Symbol hat seinen Anteil geändert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change in share of the total, points</source>
        <translation>Änderung des Anteils an der Gesamtsumme, Punkte</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Top %n change(s), %1 against %2</source>
        <translation>
            <numerusform>Größte %n Änderung, %1 gegenüber %2</numerusform>
            <numerusform>Größte %n Änderungen, %1 gegenüber %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileParser</name>
    <message>
        <location filename="../parsers/profile/profileparser.cpp" line="+338"/>
        <source>row wrapped by mail rejoined with line %1</source>
        <translation>durch Mail umbrochene Zeile wieder mit Zeile %1 verbunden</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>row skipped: its count is %1</source>
        <translation>Zeile übersprungen: ihr Zähler ist %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>row skipped: %1 fields do not make a %2 row</source>
        <translation>Zeile übersprungen: %1 Felder ergeben keine %2-Zeile</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the entries add up to %1 %2, more than the stated total of %3</source>
        <translation>die Einträge ergeben zusammen %1 %2, mehr als die angegebene Gesamtsumme von %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the listing shows %1 of %2 %3 (%4 %); the rest was cut from the paste</source>
        <translation>die Liste zeigt %1 von %2 %3 (%4 %); der Rest wurde beim Einfügen abgeschnitten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the percents add up to %1 %, more than 100</source>
        <translation>die Prozentwerte ergeben zusammen %1 %, mehr als 100</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the listing shows %1 of about %2 %3 (%4 %); the rest was cut from the paste</source>
        <translation>die Liste zeigt %1 von etwa %2 %3 (%4 %); der Rest wurde beim Einfügen abgeschnitten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the listing shows %1 % of the %2; the rest was cut from the paste</source>
        <translation>die Liste zeigt %1 % der %2; der Rest wurde beim Einfügen abgeschnitten</translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>%n events side by side; only the first one&apos;s samples are imported</source>
        <translation>
            <numerusform>%n Ereignis nebeneinander; nur die Messwerte des ersten werden importiert</numerusform>
            <numerusform>%n Ereignisse nebeneinander; nur die Messwerte des ersten werden importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n call-graph line(s) not imported: only each symbol&apos;s own row is</source>
        <translation>
            <numerusform>%n Call-Graph-Zeile nicht importiert: nur die eigene Zeile jedes Symbols wird importiert</numerusform>
            <numerusform>%n Call-Graph-Zeilen nicht importiert: nur die eigene Zeile jedes Symbols wird importiert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>loading was cancelled; the rows read so far are kept</source>
        <translation>Laden abgebrochen; die bisher gelesenen Zeilen bleiben erhalten</translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileTableModel</name>
    <message>
        <location filename="../app/gui/profile/profiletablemodel.cpp" line="+161"/>
        <source>%1 % as the listing printed it</source>
        <translation>%1 %, wie von der Liste ausgegeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 %3</source>
        <translation>%1 von %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Normalised load: %1 per byte of the function</source>
        <translation>Normalisierte Last: %1 pro Byte der Funktion</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Line %1 of the input; double-click to show it</source>
        <translation>Zeile %1 der Eingabe; zum Anzeigen doppelklicken</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank by share of the total: 1 is the symbol the kernel spent most time in</source>
        <translation>Rang nach Anteil an der Gesamtsumme: 1 ist das Symbol, in dem der Kernel die meiste Zeit verbrachte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Symbol</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The module or image the symbol belongs to</source>
        <translation>Das Modul oder Image, zu dem das Symbol gehört</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ticks</source>
        <translation>Ticks</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Profiling timer ticks that landed in the symbol</source>
        <translation>Ticks des Profiling-Timers, die auf das Symbol fielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of total</source>
        <translation>% der Summe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of the profile&apos;s total, in %</source>
        <translation>Anteil an der Gesamtsumme des Profils, in %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>readprofile&apos;s normalised load: ticks divided by the function&apos;s length in bytes (not a percentage)</source>
        <translation>Normalisierte Last von readprofile: Ticks geteilt durch die Länge der Funktion in Bytes (kein Prozentwert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start address of the symbol</source>
        <translation>Startadresse des Symbols</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Samples</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Samples that landed in the symbol</source>
        <translation>Messwerte, die auf das Symbol fielen</translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileView</name>
    <message>
        <location filename="../app/gui/profile/profileview.cpp" line="+47"/>
        <source>&amp;Profile:</source>
        <translation>&amp;Profil:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The profile to show</source>
        <translation>Das anzuzeigende Profil</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No profile is loaded.

Open or paste a kernel profile (File &gt; Open, Edit &gt; Paste): readprofile, oprofile or perf report output. This view then shows where the kernel spent its time: a sortable table of the symbols and a chart of the busiest ones.</source>
        <translation>Kein Profil geladen.

Ein Kernel-Profil öffnen oder einfügen (Datei &gt; Öffnen, Bearbeiten &gt; Einfügen): Ausgabe von readprofile, oprofile oder perf report. Diese Ansicht zeigt dann, wo der Kernel seine Zeit verbrachte: eine sortierbare Tabelle der Symbole und ein Diagramm der aktivsten.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Top symbols charted:</source>
        <translation>&amp;Größte Symbole im Diagramm:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of the largest symbols the chart shows</source>
        <translation>Wie viele der größten Symbole das Diagramm zeigt</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Profile symbols</source>
        <translation>Profilsymbole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A symbol a row with its ticks and share of the total; Enter or F4 shows its line in the source, Ctrl+C copies the symbol</source>
        <translation>Ein Symbol pro Zeile mit seinen Ticks und seinem Anteil an der Summe; Eingabe oder F4 zeigt seine Zeile in der Quelle, Strg+C kopiert das Symbol</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show in &amp;Source</source>
        <translation>In der &amp;Quelle zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the line of the input this symbol was read from</source>
        <translation>Die Zeile der Eingabe zeigen, aus der dieses Symbol gelesen wurde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Symbol</source>
        <translation>Symbol &amp;kopieren</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Largest symbols by share of the total</source>
        <translation>Größte Symbole nach Anteil an der Gesamtsumme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of total</source>
        <translation>% der Summe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a bar to select its symbol in the table; double-click to show its line in the source</source>
        <translation>Auf einen Balken klicken, um sein Symbol in der Tabelle auszuwählen; doppelklicken, um seine Zeile in der Quelle zu zeigen</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>%1 of %2</source>
        <comment>samples of an event, e.g. samples of cycles</comment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as the listing states it</source>
        <translation>wie in der Liste angegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimated from the printed percentages</source>
        <translation>aus den ausgegebenen Prozentwerten geschätzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>summed over the listed symbols</source>
        <translation>über die aufgeführten Symbole summiert</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2 %3 in total (%4), %n symbol(s) listed</source>
        <translation>
            <numerusform>%1: insgesamt %2 %3 (%4), %n Symbol aufgeführt</numerusform>
            <numerusform>%1: insgesamt %2 %3 (%4), %n Symbole aufgeführt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Percentages include the time spent in callees (perf --children), so they add up to more than 100 %.</source>
        <translation>Die Prozentwerte enthalten die in aufgerufenen Funktionen verbrachte Zeit (perf --children), daher ergeben sie zusammen mehr als 100 %.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The listed %1 add up to %2, more than the stated total of %3: the total line does not belong to this listing, or lines were pasted twice.</source>
        <translation>Die aufgeführten %1 ergeben zusammen %2, mehr als die angegebene Gesamtsumme von %3: die Summenzeile gehört nicht zu dieser Liste, oder Zeilen wurden doppelt eingefügt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The listed symbols add up to %1 of the stated %2 %3 (%4 %): the listing was cut (sort | head) or leaves out small symbols. Shares are of the stated total.</source>
        <translation>Die aufgeführten Symbole ergeben zusammen %1 der angegebenen %2 %3 (%4 %): die Liste wurde abgeschnitten (sort | head) oder lässt kleine Symbole weg. Anteile beziehen sich auf die angegebene Gesamtsumme.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % of the total</source>
        <translation>%1 % der Gesamtsumme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>module %1</source>
        <translation>Modul %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>command %1</source>
        <translation>Befehl %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No symbol of this profile has a known share of the total.</source>
        <translation>Kein Symbol dieses Profils hat einen bekannten Anteil an der Gesamtsumme.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Top %n symbol(s) by share of the total</source>
        <translation>
            <numerusform>Größtes %n Symbol nach Anteil an der Gesamtsumme</numerusform>
            <numerusform>Größte %n Symbole nach Anteil an der Gesamtsumme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::RecentFilesMenu</name>
    <message>
        <location filename="../app/gui/shell/recentfilesmenu.cpp" line="+53"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>vmscope::Report</name>
    <message>
        <location filename="../app/export/report.cpp" line="+127"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+107"/>
        <location line="+11"/>
        <source>vmscope report</source>
        <translation>vmscope-Bericht</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Inputs: %1</source>
        <translation>Eingaben: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+27"/>
        <location line="+16"/>
        <source>capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>source lines</source>
        <translation>Quellzeilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No time series to chart.</source>
        <translation>Keine Zeitreihen zum Darstellen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The rules found nothing.</source>
        <translation>Die Regeln haben nichts gefunden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+16"/>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>what happened</source>
        <translation>was geschah</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No notes.</source>
        <translation>Keine Notizen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>Notiz</translation>
    </message>
</context>
<context>
    <name>vmscope::ReportClass</name>
    <message>
        <location filename="../core/oops/reportclass.cpp" line="+170"/>
        <location line="+35"/>
        <source>report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>KASAN report</source>
        <translation>KASAN-Bericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KMSAN report</source>
        <translation>KMSAN-Bericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KCSAN data race</source>
        <translation>KCSAN-Datenwettlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KFENCE report</source>
        <translation>KFENCE-Bericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>UBSAN report</source>
        <translation>UBSAN-Bericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory leak</source>
        <translation>Speicherleck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad memory access</source>
        <translation>ungültiger Speicherzugriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>general protection fault</source>
        <translation>General Protection Fault</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double fault</source>
        <translation>Double Fault</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid opcode</source>
        <translation>ungültiger Opcode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel BUG</source>
        <translation>Kernel-BUG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>possible deadlock</source>
        <translation>mögliche Verklemmung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inconsistent lock state</source>
        <translation>inkonsistenter Sperrzustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>locking bug</source>
        <translation>Sperrfehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sleep in atomic context</source>
        <translation>Schlafen im atomaren Kontext</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>list corruption</source>
        <translation>beschädigte Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad page</source>
        <translation>fehlerhafte Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad rss-counter state</source>
        <translation>fehlerhafter RSS-Zählerstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hung task</source>
        <translation>hängende Task</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RCU stall</source>
        <translation>RCU-Stillstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>soft lockup</source>
        <translation>Soft Lockup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard lockup</source>
        <translation>Hard Lockup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>workqueue lockup</source>
        <translation>Workqueue-Lockup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>network device still in use</source>
        <translation>Netzwerkgerät noch in Benutzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stack corruption</source>
        <translation>beschädigter Stack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stack overflow</source>
        <translation>Stack-Überlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spinlock bug</source>
        <translation>Spinlock-Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocation failure</source>
        <translation>Allokationsfehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel panic</source>
        <translation>Kernel-Panik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected reboot</source>
        <translation>unerwarteter Neustart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other report</source>
        <translation>anderer Bericht</translation>
    </message>
</context>
<context>
    <name>vmscope::ResultChart</name>
    <message>
        <location filename="../app/charts/resultchart.cpp" line="+77"/>
        <source>load asked for (IOPS)</source>
        <translation>angeforderte Last (IOPS)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>INVALID run</source>
        <translation>INVALID-Lauf</translation>
    </message>
</context>
<context>
    <name>vmscope::ResultTableModel</name>
    <message>
        <location filename="../app/gui/compare/resulttablemodel.cpp" line="+100"/>
        <source>Line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INVALID: over 1% of the RPC calls failed; the run is kept and flagged</source>
        <translation>INVALID: über 1% der RPC-Aufrufe sind fehlgeschlagen; der Lauf wird behalten und markiert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pasted: %1 %</source>
        <translation>Eingefügt: %1 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The thread printed no delta here</source>
        <translation>Der Thread hat hier kein Delta ausgegeben</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Change of %1 against %2, recomputed from the values (hover a cell for the pasted one)</source>
        <translation>Änderung von %1 gegenüber %2, aus den Werten neu berechnet (für den eingefügten Wert mit der Maus über die Zelle fahren)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load (IOPS)</source>
        <translation>Last (IOPS)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flags</source>
        <translation>Markierungen</translation>
    </message>
</context>
<context>
    <name>vmscope::ResultTableParser</name>
    <message>
        <location filename="../parsers/results/resulttableparser.cpp" line="+879"/>
        <source>loading was cancelled; the rows read so far are kept</source>
        <translation>Laden abgebrochen; die bisher gelesenen Zeilen bleiben erhalten</translation>
    </message>
    <message numerus="yes">
        <location line="+168"/>
        <source>the table has no column header; its %n column(s) are numbered</source>
        <translation>
            <numerusform>die Tabelle hat keine Spaltenüberschrift; ihre %n Spalte wird nummeriert</numerusform>
            <numerusform>die Tabelle hat keine Spaltenüberschrift; ihre %n Spalten werden nummeriert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>row does not read as %n value(s) with deltas</source>
        <translation>
            <numerusform>Zeile lässt sich nicht als %n Wert mit Deltas lesen</numerusform>
            <numerusform>Zeile lässt sich nicht als %n Werte mit Deltas lesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>row does not read as %n commit(s) with changes</source>
        <translation>
            <numerusform>Zeile lässt sich nicht als %n Commit mit Änderungen lesen</numerusform>
            <numerusform>Zeile lässt sich nicht als %n Commits mit Änderungen lesen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the %change printed is not the change of the values</source>
        <translation>die ausgegebene %change ist nicht die Änderung der Werte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the runs&apos; spread (± N%) is not kept; the values are the runs&apos; means</source>
        <translation>die Streuung der Läufe (± N%) wird nicht übernommen; die Werte sind die Mittelwerte der Läufe</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the baseline of row %1 shows %2% instead of 0.00%</source>
        <translation>die Referenz in Zeile %1 zeigt %2% statt 0.00%</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>row %1, column %2: pasted delta %3% differs from the recomputed %4%</source>
        <translation>Zeile %1, Spalte %2: die eingefügte Differenz %3% weicht vom neu berechneten Wert %4% ab</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>the run at load %1 is INVALID (over 1% of RPC calls failed); kept and flagged</source>
        <translation>der Lauf bei Last %1 ist UNGÜLTIG (über 1% der RPC-Aufrufe fehlgeschlagen); behalten und markiert</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>%1 procs</source>
        <translation>%1 Prozesse</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a second result for %1 at %2 procs replaces the first</source>
        <translation>ein zweites Ergebnis für %1 bei %2 Prozessen ersetzt das erste</translation>
    </message>
</context>
<context>
    <name>vmscope::Segmenter</name>
    <message>
        <location filename="../parsers/pipeline/segmenter.cpp" line="+214"/>
        <source>the quoted log goes on after a reply typed into it (lines %1-%2): read as one</source>
        <translation>das zitierte Log geht nach einer hineingeschriebenen Antwort weiter (Zeilen %1-%2): als eines gelesen</translation>
    </message>
</context>
<context>
    <name>vmscope::Session</name>
    <message>
        <location filename="../core/session/session.cpp" line="+137"/>
        <source>is not a string</source>
        <translation>ist keine Zeichenkette</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is not a number</source>
        <translation>ist keine Zahl</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is not a whole number from 0 to 2000000000</source>
        <translation>ist keine ganze Zahl von 0 bis 2000000000</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is not true or false</source>
        <translation>ist weder true noch false</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+31"/>
        <source>is not a list</source>
        <translation>ist keine Liste</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>holds something other than strings</source>
        <translation>enthält etwas anderes als Zeichenketten</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+21"/>
        <source>is not an object</source>
        <translation>ist kein Objekt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>does not match its checksum: the session was changed or cut</source>
        <translation>passt nicht zur Prüfsumme: die Sitzung wurde verändert oder abgeschnitten</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>names no kind of capture this build knows</source>
        <translation>nennt keine Aufzeichnungsart, die diese Version kennt</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>is not note, warning or error</source>
        <translation>ist weder note, warning noch error</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>is outside %1 to %2</source>
        <translation>liegt außerhalb von %1 bis %2</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>not a vmscope session: the JSON is broken at byte %1 (%2)</source>
        <translation>keine vmscope-Sitzung: das JSON ist bei Byte %1 fehlerhaft (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a vmscope session: its &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>keine vmscope-Sitzung: ihr &quot;format&quot; ist nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the session was written by a later vmscope (schema %1; this one reads %2 and older)</source>
        <translation>die Sitzung wurde von einer neueren vmscope-Version geschrieben (Schema %1; diese liest %2 und älter)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>is not a list of two numbers</source>
        <translation>ist keine Liste aus zwei Zahlen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the session is damaged: %1</source>
        <translation>die Sitzung ist beschädigt: %1</translation>
    </message>
</context>
<context>
    <name>vmscope::SessionController</name>
    <message>
        <location filename="../app/gui/shell/sessioncontroller.cpp" line="+63"/>
        <source>vmscope sessions (*.vmscope);;All files (*)</source>
        <translation>vmscope-Sitzungen (*.vmscope);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Save Session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Session Not Saved</source>
        <translation>Sitzung nicht gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session could not be written to %1: %2</source>
        <translation>Die Sitzung konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved the session to %1</source>
        <translation>Sitzung nach %1 gespeichert</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Source Not Found</source>
        <translation>Quelle nicht gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1.

Locate the file that holds %2 as it was saved?</source>
        <translation>%1.

Die Datei suchen, die %2 im gespeicherten Zustand enthält?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Locate %1</source>
        <translation>%1 suchen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>opening %1</source>
        <translation>Öffnen von %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Session Not Opened</source>
        <translation>Sitzung nicht geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1

Nothing was changed.</source>
        <translation>%1

Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opened the session %1</source>
        <translation>Sitzung %1 geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened the session %1; %2</source>
        <translation>Sitzung %1 geöffnet; %2</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The work in this window has changes that are not saved in a session.</source>
        <translation>Die Arbeit in diesem Fenster enthält Änderungen, die in keiner Sitzung gespeichert sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before %1?</source>
        <translation>Vor dem %1 speichern?</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vmscope did not close properly last time. Its work was autosaved at %1.</source>
        <translation>vmscope wurde beim letzten Mal nicht ordnungsgemäß beendet. Die Arbeit wurde am %1 automatisch gesichert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recover it? Discarding deletes the autosave.</source>
        <translation>Wiederherstellen? Verwerfen löscht die automatische Sicherung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Work Not Recovered</source>
        <translation>Arbeit nicht wiederhergestellt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The autosave could not be read: %1

It is kept at %2.</source>
        <translation>Die automatische Sicherung konnte nicht gelesen werden: %1

Sie bleibt unter %2 erhalten.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Recovered %n capture(s) and the notes on them</source>
        <translation>
            <numerusform>%n Aufzeichnung samt Notizen wiederhergestellt</numerusform>
            <numerusform>%n Aufzeichnungen samt Notizen wiederhergestellt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::SessionLoader</name>
    <message>
        <location filename="../parsers/session/sessionloader.cpp" line="+42"/>
        <source>%1 holds other text than when the session was saved</source>
        <translation>%1 enthält anderen Text als beim Speichern der Sitzung</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>source %1 cannot be read: %2</source>
        <translation>Quelle %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1 (%2, lines %3-%4 of %5) is no longer read from its source; it and its notes are left out</source>
        <translation>%1 (%2, Zeilen %3-%4 von %5) wird nicht mehr aus der Quelle gelesen und samt Notizen ausgelassen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is listed twice; the second is left out</source>
        <translation>%1 ist doppelt aufgeführt; der zweite Eintrag wird ausgelassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>note %1 is listed twice; the second is left out</source>
        <translation>Notiz %1 ist doppelt aufgeführt; die zweite wird ausgelassen</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+17"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>vmscope::SessionSourcesDialog</name>
    <message>
        <location filename="../app/gui/shell/sessionsourcesdialog.cpp" line="+20"/>
        <source>Session Sources</source>
        <translation>Sitzungsquellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A session keeps the text of every input, so that it opens anywhere. Tick a file to refer to it instead: the session stays small, and opens only where the file is, unchanged.</source>
        <translation>Eine Sitzung enthält den Text jeder Eingabe, damit sie sich überall öffnen lässt. Eine Datei ankreuzen, um stattdessen auf sie zu verweisen: Die Sitzung bleibt klein und lässt sich nur dort öffnen, wo die Datei unverändert vorliegt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Refer to the file</source>
        <translation>Auf die Datei verweisen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Refer to %1 instead of keeping its text</source>
        <translation>Auf %1 verweisen, statt den Text zu speichern</translation>
    </message>
</context>
<context>
    <name>vmscope::SlabTableModel</name>
    <message>
        <location filename="../app/gui/slab/slabtablemodel.cpp" line="+200"/>
        <source>/snapshot</source>
        <translation>/Snapshot</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>only grows</source>
        <translation>wächst nur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Leak suspect: %1 went from %2 to %3 active objects over %n snapshot(s), never fewer than in the snapshot before and more in most of them</source>
        <translation>
            <numerusform>Leckverdacht: %1 stieg über %n Snapshot von %2 auf %3 aktive Objekte, nie weniger als im Snapshot davor und in den meisten mehr</numerusform>
            <numerusform>Leckverdacht: %1 stieg über %n Snapshots von %2 auf %3 aktive Objekte, nie weniger als im Snapshot davor und in den meisten mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 in %n snapshot(s), drawn from 0 to its peak of %2</source>
        <translation>
            <numerusform>%1 in %n Snapshot, gezeichnet von 0 bis zum Höchstwert von %2</numerusform>
            <numerusform>%1 in %n Snapshots, gezeichnet von 0 bis zum Höchstwert von %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 objects</source>
        <translation>%1 Objekte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From snapshot %1 to %2: %3 → %4, %5 → %6 active objects</source>
        <translation>Von Snapshot %1 bis %2: %3 → %4, %5 → %6 aktive Objekte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: line %2 of the input; double-click to show it</source>
        <translation>%1: Zeile %2 der Eingabe; Doppelklick zeigt sie an</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory the cache&apos;s slabs hold in the last snapshot: slabs × pages per slab × page size</source>
        <translation>Speicher, den die Slabs des Caches im letzten Snapshot belegen: Slabs × Seiten pro Slab × Seitengröße</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory gained from the first to the last snapshot listing the cache</source>
        <translation>Speicherzuwachs vom ersten bis zum letzten Snapshot, der den Cache aufführt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Objects gained</source>
        <translation>Objektzuwachs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active objects gained from the first to the last snapshot listing the cache</source>
        <translation>Zuwachs an aktiven Objekten vom ersten bis zum letzten Snapshot, der den Cache aufführt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leak suspect</source>
        <translation>Leckverdacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active objects</source>
        <translation>Aktive Objekte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Objects in use in the last snapshot</source>
        <translation>Im letzten Snapshot benutzte Objekte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total objects</source>
        <translation>Objekte gesamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Objects allocated (in use or free) in the last snapshot</source>
        <translation>Im letzten Snapshot zugewiesene Objekte (benutzt oder frei)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Object size</source>
        <translation>Objektgröße</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size of one object in bytes</source>
        <translation>Größe eines Objekts in Byte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Memory over snapshots</source>
        <translation>Speicher über die Snapshots</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Objects over snapshots</source>
        <translation>Objekte über die Snapshots</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Growth/s</source>
        <translation>Wachstum/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Growth/snapshot</source>
        <translation>Wachstum/Snapshot</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The cache in every snapshot, gaps where a snapshot does not list it; each row is drawn from 0 to its own peak</source>
        <translation>Der Cache in jedem Snapshot, mit Lücken, wo ein Snapshot ihn nicht aufführt; jede Zeile ist von 0 bis zu ihrem eigenen Höchstwert gezeichnet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Growth per second between the first and the last snapshot listing the cache</source>
        <translation>Wachstum pro Sekunde zwischen dem ersten und dem letzten Snapshot, der den Cache aufführt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Growth per snapshot: the snapshots have no timestamps</source>
        <translation>Wachstum pro Snapshot: die Snapshots haben keine Zeitstempel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Caches whose active objects only grew over at least %1 snapshots, as a leak&apos;s do</source>
        <translation>Caches, deren aktive Objekte über mindestens %1 Snapshots nur gewachsen sind, wie bei einem Leck</translation>
    </message>
</context>
<context>
    <name>vmscope::SlabView</name>
    <message>
        <location filename="../app/gui/slab/slabview.cpp" line="+58"/>
        <source>Filter by cache name (Ctrl+F)</source>
        <translation>Nach Cache-Namen filtern (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the caches whose name contains this text</source>
        <translation>Nur die Caches anzeigen, deren Name diesen Text enthält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache filter</source>
        <translation>Cache-Filter</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n cache(s)</source>
        <translation>
            <numerusform>%1 von %n Cache</numerusform>
            <numerusform>%1 von %n Caches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Slabs:</source>
        <translation>&amp;Slabs:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The slabinfo capture to show</source>
        <translation>Die anzuzeigende slabinfo-Aufzeichnung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No slabinfo capture is loaded.

Open or paste /proc/slabinfo or slabtop output (File &gt; Open, Edit &gt; Paste), one or several snapshots. This view then shows what each slab cache holds, how it grew between the snapshots, the caches that only grow (leak suspects) and a chart of their memory.</source>
        <translation>Keine slabinfo-Aufzeichnung geladen.

/proc/slabinfo- oder slabtop-Ausgabe öffnen oder einfügen (Datei &gt; Öffnen, Bearbeiten &gt; Einfügen), mit einem oder mehreren Snapshots. Diese Ansicht zeigt dann, was jeder Slab-Cache enthält, wie er zwischen den Snapshots gewachsen ist, welche Caches nur wachsen (Leckverdacht) und ein Diagramm ihres Speichers.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Top caches charted:</source>
        <translation>&amp;Top-Caches im Diagramm:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of the fastest-growing caches the chart plots while no cache is selected in the table</source>
        <translation>Wie viele der am schnellsten wachsenden Caches das Diagramm zeigt, solange in der Tabelle kein Cache ausgewählt ist</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Slab caches</source>
        <translation>Slab-Caches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column to sort by it; select caches to chart their memory below; double-click one to see its line in the source</source>
        <translation>Spalte anklicken, um danach zu sortieren; Caches auswählen, um ihren Speicher unten darzustellen; Doppelklick auf einen zeigt seine Zeile in der Quelle</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>slabtop</source>
        <translation>slabtop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slabinfo version %1</source>
        <translation>slabinfo-Version %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n snapshot(s)</source>
        <translation>
            <numerusform>%n Snapshot</numerusform>
            <numerusform>%n Snapshots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n snapshot(s) over %1 (timestamped)</source>
        <translation>
            <numerusform>%n Snapshot über %1 (mit Zeitstempel)</numerusform>
            <numerusform>%n Snapshots über %1 (mit Zeitstempeln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n snapshot(s) without timestamps: growth is per snapshot</source>
        <translation>
            <numerusform>%n Snapshot ohne Zeitstempel: Wachstum pro Snapshot</numerusform>
            <numerusform>%n Snapshots ohne Zeitstempel: Wachstum pro Snapshot</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>page size %1 assumed (the text does not state it)</source>
        <translation>Seitengröße %1 angenommen (der Text nennt sie nicht)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>page size %1 as stated</source>
        <translation>Seitengröße %1 laut Angabe</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n cache(s) in the last snapshot; memory unknown (objects only)</source>
        <translation>
            <numerusform>%n Cache im letzten Snapshot; Speicher unbekannt (nur Objekte)</numerusform>
            <numerusform>%n Caches im letzten Snapshot; Speicher unbekannt (nur Objekte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 in %n cache(s) at the last snapshot</source>
        <translation>
            <numerusform>%1 in %n Cache im letzten Snapshot</numerusform>
            <numerusform>%1 in %n Caches im letzten Snapshot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>The first %1 of the %n selected caches</source>
        <translation>
            <numerusform>Die ersten %1 der %n ausgewählten Caches</numerusform>
            <numerusform>Die ersten %1 der %n ausgewählten Caches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The %n selected cache(s)</source>
        <translation>
            <numerusform>Der %n ausgewählte Cache</numerusform>
            <numerusform>Die %n ausgewählten Caches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The %n cache(s) that grew most (select rows to chart others)</source>
        <translation>
            <numerusform>Der %n am stärksten gewachsene Cache (Zeilen auswählen, um andere darzustellen)</numerusform>
            <numerusform>Die %n am stärksten gewachsenen Caches (Zeilen auswählen, um andere darzustellen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The %n largest cache(s) (select rows to chart others)</source>
        <translation>
            <numerusform>Der %n größte Cache (Zeilen auswählen, um andere darzustellen)</numerusform>
            <numerusform>Die %n größten Caches (Zeilen auswählen, um andere darzustellen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::SlabinfoParser</name>
    <message>
        <location filename="../parsers/slab/slabinfoparser.cpp" line="+344"/>
        <source>loading was cancelled here; the snapshots before are kept</source>
        <translation>das Laden wurde hier abgebrochen; die Snapshots davor bleiben erhalten</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>column names wrapped by mail rejoined with line %1</source>
        <translation>von der Mail umbrochene Spaltennamen mit Zeile %1 wieder zusammengefügt</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>rows without their tunables and slabdata groups (from this one on): their slabs are counted from the objects per slab</source>
        <translation>Zeilen ohne ihre tunables- und slabdata-Gruppen (ab dieser): ihre Slabs werden aus den Objekten pro Slab berechnet</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>row wrapped by mail rejoined with line %1</source>
        <translation>von der Mail umbrochene Zeile mit Zeile %1 wieder zusammengefügt</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>line of %1 characters skipped between %2 rows</source>
        <translation>Zeile mit %1 Zeichen zwischen Zeilen im Format %2 übersprungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line skipped: binary or garbled text between %1 rows</source>
        <translation>Zeile übersprungen: binärer oder unlesbarer Text zwischen Zeilen im Format %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row skipped: %1 holds %2</source>
        <translation>Zeile übersprungen: %1 enthält %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>row skipped: %1 fields where the %2 rows before have %3</source>
        <translation>Zeile übersprungen: %1 Felder, wo die %2 Zeilen davor %3 haben</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>caches cut out by the sender here; the snapshot goes on below</source>
        <translation>hier hat der Absender Caches herausgeschnitten; der Snapshot geht unten weiter</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>snapshot times not used: a snapshot has no timestamp before it or time goes backwards; snapshots are numbered instead</source>
        <translation>Snapshot-Zeiten nicht verwendet: ein Snapshot hat keinen Zeitstempel davor oder die Zeit läuft rückwärts; die Snapshots werden stattdessen nummeriert</translation>
    </message>
</context>
<context>
    <name>vmscope::SnapshotLoop</name>
    <message numerus="yes">
        <location filename="../parsers/common/snapshotloop.cpp" line="+112"/>
        <source>%n snapshots of %1 with no time between them: placed one second apart</source>
        <translation>
            <numerusform>%n Snapshot von %1 ohne Zeit dazwischen: eine Sekunde auseinander gesetzt</numerusform>
            <numerusform>%n Snapshots von %1 ohne Zeit dazwischen: eine Sekunde auseinander gesetzt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::SnapshotTable</name>
    <message>
        <location filename="../app/charts/snapshottable.cpp" line="+25"/>
        <source>Each capture shown holds a single sample: there is no time to chart along, so here are its values.</source>
        <translation>Jede angezeigte Aufzeichnung enthält nur einen Messwert: Es gibt keine Zeitachse für ein Diagramm, daher hier ihre Werte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Single samples</source>
        <translation>Einzelne Messwerte</translation>
    </message>
</context>
<context>
    <name>vmscope::SourceFindBar</name>
    <message>
        <location filename="../app/gui/shell/sourcefindbar.cpp" line="+24"/>
        <source>Find in the source</source>
        <translation>In der Quelle suchen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+F3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close (Escape)</source>
        <translation>Schließen (Escape)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
</context>
<context>
    <name>vmscope::SourceView</name>
    <message>
        <location filename="../app/gui/shell/sourceview.cpp" line="+52"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The text the captures were read from, with line numbers; Ctrl+F finds, F3 finds the next</source>
        <translation>Der Text, aus dem die Aufzeichnungen gelesen wurden, mit Zeilennummern; Strg+F sucht, F3 sucht weiter</translation>
    </message>
</context>
<context>
    <name>vmscope::StallRules</name>
    <message>
        <location filename="../core/analysis/stallrules.cpp" line="+173"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lines %1</source>
        <translation>Zeilen %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>frame %1 (%2)</source>
        <translation>Frame %1 (%2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sample %1 (%2)</source>
        <translation>Messwert %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>frames %1 (%2)</source>
        <translation>Frames %1 (%2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>samples %1 (%2)</source>
        <translation>Messwerte %1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n Task</numerusform>
            <numerusform>%n Tasks</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tasks</source>
        <translation>%1 Tasks</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>nothing was written out (bo 0)</source>
        <translation>nichts wurde geschrieben (bo 0)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bo fell from %1 to %2 blocks/s</source>
        <translation>bo fiel von %1 auf %2 Blöcke/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bo stayed at %1 blocks/s, above its median of %2</source>
        <translation>bo blieb bei %1 Blöcken/s, über seinem Median von %2</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>I/O stall</source>
        <translation>I/O-Stillstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output gap</source>
        <translation>Ausgabelücke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reclaim storm</source>
        <translation>Reclaim-Sturm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap storm</source>
        <translation>Swap-Sturm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory exhausted</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile hotspot</source>
        <translation>Profil-Hotspot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slab growth</source>
        <translation>Slab-Wachstum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocation failures</source>
        <translation>Allokationsfehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OOM kill</source>
        <translation>OOM-Kill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hung tasks</source>
        <translation>Hängende Tasks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soft lockup</source>
        <translation>Soft Lockup</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1: %2 %3 blocked, in %4/s (median %5, floor %6), cs %7/s (median %8), id %9 %</source>
        <translation>%1: %2 %3 blockiert, in %4/s (Median %5, Untergrenze %6), cs %7/s (Median %8), id %9 %</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>, bo %1 blocks/s (median %2)</source>
        <translation>, bo %1 Blöcke/s (Median %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 waited on I/O for %2 while the CPU idled and interrupts and context switches fell to idle levels</source>
        <translation>%1 %2 lang auf I/O wartend, während die CPU im Leerlauf war und Interrupts sowie Kontextwechsel auf Leerlaufniveau fielen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: %2 s between two samples, %3 times the %4 s interval</source>
        <translation>%1: %2 s zwischen zwei Messwerten, das %3-fache des Intervalls von %4 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was printed for %1, %2 times the interval: the box or its logger stalled.</source>
        <translation>%1 lang wurde nichts ausgegeben, das %2-fache des Intervalls: das System oder sein Logger stand still.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1 %2 % CPU</source>
        <translation>%1 %2 % CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 used up to %2 % of a CPU</source>
        <translation>%1 belegte bis zu %2 % einer CPU</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>sy %1 % on each of %2 CPUs</source>
        <translation>sy %1 % auf jeder der %2 CPUs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sy %1 %</source>
        <translation>sy %1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the kernel took at least %1 % of every CPU</source>
        <translation>der Kernel belegte mindestens %1 % jeder CPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For %1 the kernel was busy reclaiming memory: %2.</source>
        <translation>%1 lang war der Kernel mit der Rückgewinnung von Speicher beschäftigt: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: si %2 KiB/s, so %3 KiB/s</source>
        <translation>%1: si %2 KiB/s, so %3 KiB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The box swapped for %1, up to %2 KiB/s in and %3 KiB/s out.</source>
        <translation>Das System swappte %1 lang, mit bis zu %2 KiB/s hinein und %3 KiB/s hinaus.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: free %2 KiB (lowest %3) while swapping, si %4 KiB/s, so %5 KiB/s</source>
        <translation>%1: free %2 KiB (Tiefstwert %3) beim Swappen, si %4 KiB/s, so %5 KiB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For %1 free memory stayed near its lowest, %2 KiB, and the box swapped.</source>
        <translation>%1 lang blieb der freie Speicher nahe seinem Tiefstwert von %2 KiB, und das System swappte.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 holds %2 % of %3 %4 (line %5)</source>
        <translation>%1 hat %2 % von %3 %4 (Zeile %5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds %2 % of the profile (line %3)</source>
        <translation>%1 hat %2 % des Profils (Zeile %3)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 only grew over %2 snapshots (%3): %4 to %5 active objects</source>
        <translation>%1 ist über %2 Snapshots (%3) nur gewachsen: von %4 auf %5 aktive Objekte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, %1 KiB more</source>
        <translation>, %1 KiB mehr</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 (pid %2)</source>
        <translation>%1 (pid %2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 more</source>
        <translation>%1 weitere</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>%n allocation failure(s) of order %1 in the kernel log (%2)</source>
        <translation>
            <numerusform>%n Allokationsfehler der Ordnung %1 im Kernel-Log (%2)</numerusform>
            <numerusform>%n Allokationsfehler der Ordnung %1 im Kernel-Log (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the OOM killer killed %1 (line %2)</source>
        <translation>der OOM-Killer beendete %1 (Zeile %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n task(s) blocked for more than %1 s (%2)</source>
        <translation>
            <numerusform>%n Task länger als %1 s blockiert (%2)</numerusform>
            <numerusform>%n Tasks länger als %1 s blockiert (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPUs %1</source>
        <translation>CPUs %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n soft lockup(s) on %1 (%2)</source>
        <translation>
            <numerusform>%n Soft Lockup auf %1 (%2)</numerusform>
            <numerusform>%n Soft Lockups auf %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n soft lockup(s) on %1, stuck for %2 s (%3)</source>
        <translation>
            <numerusform>%n Soft Lockup auf %1, %2 s hängend (%3)</numerusform>
            <numerusform>%n Soft Lockups auf %1, %2 s hängend (%3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::StallThresholds</name>
    <message>
        <location filename="../core/analysis/stallthresholds.cpp" line="+24"/>
        <source>Consecutive samples a stall needs</source>
        <translation>Aufeinanderfolgende Messwerte für einen Stillstand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked processes (b, plus w where printed)</source>
        <translation>Blockierte Prozesse (b, plus w, wo ausgegeben)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How far above its floor, as a fraction of floor to median, in and cs may be</source>
        <translation>Wie weit in und cs über ihrer Untergrenze liegen dürfen, als Anteil des Abstands von Untergrenze zu Median</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The most in and cs may be, as a fraction of their highest value</source>
        <translation>Höchstwert für in und cs, als Anteil ihres größten Werts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU idle (id) at least</source>
        <translation>CPU-Leerlauf (id) mindestens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A step between timestamps of this many intervals is a gap</source>
        <translation>Ein Abstand zwischen Zeitstempeln von so vielen Intervallen gilt als Lücke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%CPU of a reclaim daemon in one frame</source>
        <translation>%CPU eines Reclaim-Daemons in einem Frame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System time on every CPU</source>
        <translation>Systemzeit auf jeder CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consecutive frames a storm needs</source>
        <translation>Aufeinanderfolgende Frames für einen Sturm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap traffic si + so</source>
        <translation>Swap-Verkehr si + so</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consecutive samples a storm needs</source>
        <translation>Aufeinanderfolgende Messwerte für einen Sturm</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free counts as at its floor within this much above its lowest value</source>
        <translation>free gilt bis zu so viel über seinem Tiefstwert noch als am Tiefpunkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consecutive samples it needs</source>
        <translation>Nötige aufeinanderfolgende Messwerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share of all ticks one symbol needs</source>
        <translation>Nötiger Anteil eines Symbols an allen Ticks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share that makes a hotspot critical</source>
        <translation>Anteil, ab dem ein Hotspot kritisch ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Snapshots a growing cache needs</source>
        <translation>Nötige Snapshots für einen wachsenden Cache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stalls this long are critical</source>
        <translation>Stillstände dieser Länge sind kritisch</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>sample</source>
        <translation>Messwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frame</source>
        <translation>Frame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>snapshot</source>
        <translation>Snapshot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>snapshots</source>
        <translation>Snapshots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>unknown threshold &apos;%1&apos;</source>
        <translation>unbekannter Schwellenwert &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>threshold &apos;%1&apos; needs a whole number from %2 to %3</source>
        <translation>Schwellenwert &apos;%1&apos; braucht eine ganze Zahl von %2 bis %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>threshold &apos;%1&apos; needs a number from %2 to %3</source>
        <translation>Schwellenwert &apos;%1&apos; braucht eine Zahl von %2 bis %3</translation>
    </message>
</context>
<context>
    <name>vmscope::SystemMap</name>
    <message>
        <location filename="../core/oops/systemmap.cpp" line="+41"/>
        <source>not a System.map line (address type symbol)</source>
        <translation>keine System.map-Zeile (Adresse Typ Symbol)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: cannot read the System.map (%2)</source>
        <translation>%1: die System.map kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: too large for a System.map</source>
        <translation>%1: zu groß für eine System.map</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no text symbols found; is it a System.map?</source>
        <translation>%1: keine Text-Symbole gefunden; ist es eine System.map?</translation>
    </message>
    <message numerus="yes">
        <location line="+80"/>
        <source>%1: resolved %2 addresses in %n oops report(s)</source>
        <translation>
            <numerusform>%1: %2 Adressen in %n Oops-Bericht aufgelöst</numerusform>
            <numerusform>%1: %2 Adressen in %n Oops-Berichten aufgelöst</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::TableFilterBar</name>
    <message>
        <location filename="../app/gui/widgets/tablefilterbar.cpp" line="+19"/>
        <source>Regular e&amp;xpression</source>
        <translation>Regulärer &amp;Ausdruck</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Read the filter as a regular expression (case-insensitive), e.g. ^journal_|^ext3_</source>
        <translation>Den Filter als regulären Ausdruck lesen (ohne Beachtung der Groß-/Kleinschreibung), z. B. ^journal_|^ext3_</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>not a valid regular expression</source>
        <translation>kein gültiger regulärer Ausdruck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The filter is not a valid regular expression; every row is shown until it is</source>
        <translation>Der Filter ist kein gültiger regulärer Ausdruck; bis er es ist, werden alle Zeilen angezeigt</translation>
    </message>
</context>
<context>
    <name>vmscope::TextDecoder</name>
    <message>
        <location filename="../parsers/input/textdecoder.cpp" line="+28"/>
        <source>input is not valid UTF-8; read as Latin-1</source>
        <translation>die Eingabe ist kein gültiges UTF-8; als Latin-1 gelesen</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n NUL byte(s) in the input were read as blanks</source>
        <translation>
            <numerusform>%n NUL-Byte in der Eingabe als Leerzeichen gelesen</numerusform>
            <numerusform>%n NUL-Bytes in der Eingabe als Leerzeichen gelesen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>lines end in a carriage return alone; read as line ends</source>
        <translation>Zeilen enden nur mit einem Wagenrücklauf; als Zeilenenden gelesen</translation>
    </message>
    <message>
        <location line="+276"/>
        <source>input is %1, with sequences that are not; those read as %2</source>
        <translation>die Eingabe ist %1, mit Sequenzen, die es nicht sind; diese als %2 gelesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input is %1</source>
        <translation>die Eingabe ist %1</translation>
    </message>
</context>
<context>
    <name>vmscope::TimeChart</name>
    <message>
        <location filename="../app/charts/timechartbuilder.cpp" line="+91"/>
        <source>wall-clock time</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>time (%1, %2 s interval assumed)</source>
        <translation>Zeit (%1, Intervall von %2 s angenommen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time (%1, intervals assumed)</source>
        <translation>Zeit (%1, Intervalle angenommen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time (%1)</source>
        <translation>Zeit (%1)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>sample</source>
        <translation>Messwert</translation>
    </message>
    <message>
        <location line="+318"/>
        <source>log</source>
        <translation>log</translation>
    </message>
    <message numerus="yes">
        <location line="+136"/>
        <source>the first %1 captures with %2; %n more not drawn (hide some, or export with --label)</source>
        <translation>
            <numerusform>die ersten %1 Aufzeichnungen mit %2; %n weitere nicht gezeichnet (einige ausblenden oder mit --label exportieren)</numerusform>
            <numerusform>die ersten %1 Aufzeichnungen mit %2; %n weitere nicht gezeichnet (einige ausblenden oder mit --label exportieren)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::TimeChartView</name>
    <message>
        <location filename="../app/charts/timechartview.cpp" line="+117"/>
        <source>Chart of %1</source>
        <translation>Diagramm von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, from %2 to %3; + and - zoom, the arrow keys move, Home shows all</source>
        <translation>%1, von %2 bis %3; + und - zoomen, die Pfeiltasten verschieben, Pos1 zeigt alles</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>sample %1</source>
        <translation>Messwert %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>▸ %1</source>
        <translation>▸ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>▸ … and %n more</source>
        <translation>
            <numerusform>▸ … und %n weitere</numerusform>
            <numerusform>▸ … und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+241"/>
        <source>&amp;Edit Note…</source>
        <translation>Notiz &amp;bearbeiten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Note</source>
        <translation>Notiz &amp;löschen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Add Note at %1…</source>
        <translation>Notiz bei %1 &amp;hinzufügen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add Note over the &amp;Shown Span…</source>
        <translation>Notiz über den &amp;sichtbaren Bereich hinzufügen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Zoom zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Y Axis</source>
        <translation>&amp;Y-Achse</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>From &amp;Zero</source>
        <translation>Ab &amp;Null</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit to the Values Shown</source>
        <translation>&amp;An die sichtbaren Werte anpassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ixed Range…</source>
        <translation>&amp;Fester Bereich…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Log Scale</source>
        <translation>&amp;Logarithmische Skala</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Y Axis of %1</source>
        <translation>Y-Achse von %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
</context>
<context>
    <name>vmscope::Tokenize</name>
    <message>
        <location filename="../parsers/common/tokenize.cpp" line="+64"/>
        <source>&apos;%1&apos;, which a counter cannot be (negative, a fraction, past 2^64 or not a number)</source>
        <translation>&apos;%1&apos;, was ein Zähler nicht sein kann (negativ, ein Bruch, über 2^64 oder keine Zahl)</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n Zeichen</numerusform>
            <numerusform>%n Zeichen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::TopParser</name>
    <message>
        <location filename="../parsers/top/topparser.cpp" line="+83"/>
        <source>loading was cancelled here; the frames before are kept</source>
        <translation>das Laden wurde hier abgebrochen; die Frames davor bleiben erhalten</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>column names wrapped by mail rejoined with line %1</source>
        <translation>von der Mail umbrochene Spaltennamen mit Zeile %1 wieder zusammengefügt</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>summary line wrapped by mail rejoined with line %1</source>
        <translation>von der Mail umbrochene Übersichtszeile mit Zeile %1 wieder zusammengefügt</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>row wrapped by mail rejoined with line %1</source>
        <translation>von der Mail umbrochene Zeile mit Zeile %1 wieder zusammengefügt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is no value of this column; it is left out of the row</source>
        <translation>%1 ist kein Wert dieser Spalte; er wird in der Zeile ausgelassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>`%1` is not a number; that value of the row is left out</source>
        <translation>`%1` ist keine Zahl; dieser Wert der Zeile wird ausgelassen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>process row skipped: its PID is not a number</source>
        <translation>Prozesszeile übersprungen: ihre PID ist keine Zahl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>process row skipped: %1 fields where the header has %2</source>
        <translation>Prozesszeile übersprungen: %1 Felder, wo die Kopfzeile %2 hat</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>process %1 (%2) is listed twice in one frame; the second row is skipped</source>
        <translation>Prozess %1 (%2) ist in einem Frame doppelt aufgeführt; die zweite Zeile wird übersprungen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (header on line %2)</source>
        <translation>%1 (Kopfzeile in Zeile %2)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>the top block ends here; lines %1-%2 were not read</source>
        <translation>der top-Block endet hier; die Zeilen %1-%2 wurden nicht gelesen</translation>
    </message>
    <message>
        <location filename="../parsers/top/topsessionassembler.cpp" line="+105"/>
        <source>rmap VM line (active and inactive pages) recognised; its values have no column and are not kept</source>
        <translation>rmap-VM-Zeile (aktive und inaktive Seiten) erkannt; ihre Werte haben keine Spalte und werden nicht übernommen</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>the CPU table&apos;s total row sums %1 CPUs; its values are divided by %1</source>
        <translation>die Summenzeile der CPU-Tabelle addiert %1 CPUs; ihre Werte werden durch %1 geteilt</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>frames show only per-CPU lines: the all-CPU states are their mean</source>
        <translation>die Frames zeigen nur Zeilen pro CPU: die Werte über alle CPUs sind deren Mittelwert</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>the frames carry no clock with seconds: they are taken as %1 s apart, the default delay of %2 top (assumed)</source>
        <translation>die Frames haben keine Uhrzeit mit Sekunden: sie gelten als %1 s auseinander, die Standardverzögerung von %2 top (angenommen)</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>graph-mode bars (top&apos;s t and m keys) hold no numbers to read; %n line(s) not read</source>
        <translation>
            <numerusform>Balken im Grafikmodus (top-Tasten t und m) enthalten keine lesbaren Zahlen; %n Zeile nicht gelesen</numerusform>
            <numerusform>Balken im Grafikmodus (top-Tasten t und m) enthalten keine lesbaren Zahlen; %n Zeilen nicht gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>top cut %1 to fit its column: its integer part is kept; %n line(s) with such values</source>
        <translation>
            <numerusform>top hat %1 für seine Spalte gekürzt: der ganzzahlige Teil wird behalten; %n Zeile mit solchen Werten</numerusform>
            <numerusform>top hat %1 für seine Spalte gekürzt: der ganzzahlige Teil wird behalten; %n Zeilen mit solchen Werten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>top cut %1 to fit its column: such values are left out, the rest of the line is kept; %n line(s) with such values</source>
        <translation>
            <numerusform>top hat %1 für seine Spalte gekürzt: solche Werte werden ausgelassen, der Rest der Zeile wird behalten; %n Zeile mit solchen Werten</numerusform>
            <numerusform>top hat %1 für seine Spalte gekürzt: solche Werte werden ausgelassen, der Rest der Zeile wird behalten; %n Zeilen mit solchen Werten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>a number without its name after it (a line cut short?) was left out; %n line(s) like it</source>
        <translation>
            <numerusform>eine Zahl ohne nachfolgenden Namen (eine abgeschnittene Zeile?) wurde ausgelassen; %n solche Zeile</numerusform>
            <numerusform>eine Zahl ohne nachfolgenden Namen (eine abgeschnittene Zeile?) wurde ausgelassen; %n solche Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::Unit</name>
    <message>
        <location filename="../core/model/column.cpp" line="+26"/>
        <source>blocks/s</source>
        <translation>Blöcke/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ticks</source>
        <translation>Ticks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>objs</source>
        <translation>Objekte</translation>
    </message>
</context>
<context>
    <name>vmscope::VmstatDiskParser</name>
    <message>
        <location filename="../parsers/vmstat/vmstatdiskparser.cpp" line="+160"/>
        <source>disk row skipped: %1 fields where a device name and %2 numbers were expected</source>
        <translation>Datenträgerzeile übersprungen: %1 Felder, wo ein Gerätename und %2 Zahlen erwartet wurden</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>device %1 is not in the first table; its row is skipped</source>
        <translation>Gerät %1 ist nicht in der ersten Tabelle; seine Zeile wird übersprungen</translation>
    </message>
</context>
<context>
    <name>vmscope::VmstatParser</name>
    <message>
        <location filename="../parsers/vmstat/vmstatparser.cpp" line="+230"/>
        <source>column names wrapped by mail rejoined with line %1</source>
        <translation>von der Mail umbrochene Spaltennamen mit Zeile %1 wieder zusammengefügt</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>no vmstat header: %1 columns read as %2 (%3), since the CPU columns add up to 100 that way</source>
        <translation>keine vmstat-Kopfzeile: %1 Spalten als %2 (%3) gelesen, da die CPU-Spalten so 100 ergeben</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>rows cut out by the sender here; the run goes on below, its times counted as if nothing was cut</source>
        <translation>hier hat der Absender Zeilen herausgeschnitten; der Lauf geht unten weiter, seine Zeiten werden gezählt, als wäre nichts entfernt worden</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>row wrapped by mail rejoined with line %1</source>
        <translation>von der Mail umbrochene Zeile mit Zeile %1 wieder zusammengefügt</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>row skipped: %1 is &apos;%2&apos;, not a number</source>
        <translation>Zeile übersprungen: %1 ist &apos;%2&apos;, keine Zahl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>row skipped: %1 fields where %2 numbers were expected</source>
        <translation>Zeile übersprungen: %1 Felder, wo %2 Zahlen erwartet wurden</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 is %2; read as missing</source>
        <translation>%1 ist %2; als fehlend gelesen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is %2, over 100 %; kept as read</source>
        <translation>%1 ist %2, über 100 %; wie gelesen behalten</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (header on line %2)</source>
        <translation>%1 (Kopfzeile in Zeile %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 rows run together on one line were cut every %2 numbers</source>
        <translation>%1 in einer Zeile zusammengelaufene Tabellenzeilen wurden alle %2 Zahlen getrennt</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>BSD or Solaris vmstat (another column schema) is recognised but not imported</source>
        <translation>BSD- oder Solaris-vmstat (anderes Spaltenschema) erkannt, aber nicht importiert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rows of 16 numbers without a header fit both procps 2.0 (r b w ... us sy id) and procps 3.x (r b ... us sy id wa); not imported</source>
        <translation>Zeilen aus 16 Zahlen ohne Kopfzeile passen sowohl zu procps 2.0 (r b w ... us sy id) als auch zu procps 3.x (r b ... us sy id wa); nicht importiert</translation>
    </message>
    <message numerus="yes">
        <location line="+88"/>
        <source>%n more copies of vmstat after a loop&apos;s separators read as one series; the first row of each averages since boot and is not counted</source>
        <translation>
            <numerusform>%n weitere Kopie von vmstat nach den Trennzeilen einer Schleife als eine Reihe gelesen; ihre erste Zeile mittelt seit dem Booten und wird nicht gezählt</numerusform>
            <numerusform>%n weitere Kopien von vmstat nach den Trennzeilen einer Schleife als eine Reihe gelesen; die erste Zeile jeder Kopie mittelt seit dem Booten und wird nicht gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n more copies of vmstat after its header alone read as one series: the first row of each holds the first row&apos;s averages since boot and is not counted</source>
        <translation>
            <numerusform>%n weitere Kopie von vmstat nach ihrem bloßen Kopf als eine Reihe gelesen: ihre erste Zeile enthält die Mittelwerte seit dem Boot der ersten Zeile und wird nicht gezählt</numerusform>
            <numerusform>%n weitere Kopien von vmstat nach ihrem bloßen Kopf als eine Reihe gelesen: die erste Zeile jeder enthält die Mittelwerte seit dem Boot der ersten Zeile und wird nicht gezählt</numerusform>
        </translation>
    </message>
</context>
</TS>
