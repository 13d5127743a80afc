<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>SymbolFilter</name>
    <message numerus="yes">
        <location filename="../app/gui/profile/symbolfilter.cpp" line="+24" />
        <source>%1 of %n symbol(s)</source>
        <translation>
            <numerusform>%1 of %n symbol</numerusform>
            <numerusform>%1 of %n symbols</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::AnalyzeCommand</name>
    <message numerus="yes">
        <location filename="../app/cli/analyzecommand.cpp" line="+62" />
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n frame</numerusform>
            <numerusform>%n frames</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n CPU(s) listed</source>
        <translation>
            <numerusform>%n CPU listed</numerusform>
            <numerusform>%n CPUs listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n process(es)</source>
        <translation>
            <numerusform>%n process</numerusform>
            <numerusform>%n processes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+100" />
        <source>%n snapshot(s)</source>
        <translation>
            <numerusform>%n snapshot</numerusform>
            <numerusform>%n snapshots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n cache(s)</source>
        <translation>
            <numerusform>%n cache</numerusform>
            <numerusform>%n caches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35" />
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n column(s)</source>
        <translation>
            <numerusform>%n column</numerusform>
            <numerusform>%n columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+91" />
        <source>%n finding(s):</source>
        <translation>
            <numerusform>%n finding:</numerusform>
            <numerusform>%n findings:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48" />
        <source>%n capture(s)</source>
        <translation>
            <numerusform>%n capture</numerusform>
            <numerusform>%n captures</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::CaptureTree</name>
    <message numerus="yes">
        <location filename="../app/gui/shell/capturetree.cpp" line="+227" />
        <source>%n diagnostic(s) about its lines</source>
        <translation>
            <numerusform>%n diagnostic about its lines</numerusform>
            <numerusform>%n diagnostics about its lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ChartMarkerLayer</name>
    <message numerus="yes">
        <location filename="../app/charts/chartmarkerlayer.cpp" line="+69" />
        <source>+%n more</source>
        <translation>
            <numerusform>+%n more</numerusform>
            <numerusform>+%n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::CompareCommand</name>
    <message numerus="yes">
        <location filename="../app/cli/comparecommand.cpp" line="+72" />
        <source>the CSV holds "%1"; %n other comparison(s) need --comparison</source>
        <translation>
            <numerusform>the CSV holds "%1"; %n other comparison need --comparison</numerusform>
            <numerusform>the CSV holds "%1"; %n other comparisons need --comparison</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::CompareView</name>
    <message numerus="yes">
        <location filename="../app/gui/compare/compareview.cpp" line="+833" />
        <source>%n run(s) flagged INVALID (over 1% of RPC calls failed): kept, tinted in the table and marked ◆ on the chart.</source>
        <translation>
            <numerusform>%n run flagged INVALID (over 1% of RPC calls failed): kept, tinted in the table and marked ◆ on the chart.</numerusform>
            <numerusform>%n runs flagged INVALID (over 1% of RPC calls failed): kept, tinted in the table and marked ◆ on the chart.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::Comparison</name>
    <message numerus="yes">
        <location filename="../core/analysis/comparison.cpp" line="+66" />
        <location line="+45" />
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-3" />
        <source>%1 by kernel: %n label(s)</source>
        <translation>
            <numerusform>%1 by kernel: %n label</numerusform>
            <numerusform>%1 by kernel: %n labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>%1 – %2: %n kernel(s)</source>
        <translation>
            <numerusform>%1 – %2: %n kernel</numerusform>
            <numerusform>%1 – %2: %n kernels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>%1: %2 × %n kernel(s)</source>
        <translation>
            <numerusform>%1: %2 × %n kernel</numerusform>
            <numerusform>%1: %2 × %n kernels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+81" />
        <source>profiles: %n capture(s)</source>
        <translation>
            <numerusform>profiles: %n capture</numerusform>
            <numerusform>profiles: %n captures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>slabinfo: %n capture(s)</source>
        <translation>
            <numerusform>slabinfo: %n capture</numerusform>
            <numerusform>slabinfo: %n captures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+242" />
        <source>%n snapshot(s)</source>
        <translation>
            <numerusform>%n snapshot</numerusform>
            <numerusform>%n snapshots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::EventsView</name>
    <message numerus="yes">
        <location filename="../app/gui/events/eventsview.cpp" line="+173" />
        <source>%n kernel message(s): %1</source>
        <translation>
            <numerusform>%n kernel message: %1</numerusform>
            <numerusform>%n kernel messages: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>up to %n in one second, spread over it in the order printed</source>
        <translation>
            <numerusform>up to %n in one second, spread over it in the order printed</numerusform>
            <numerusform>up to %n in one second, spread over it in the order printed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::FollowController</name>
    <message numerus="yes">
        <location filename="../app/gui/shell/followcontroller.cpp" line="+131" />
        <source>%1 (%n line(s))</source>
        <translation>
            <numerusform>%1 (%n line)</numerusform>
            <numerusform>%1 (%n lines)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ImportController</name>
    <message numerus="yes">
        <location filename="../app/gui/shell/importcontroller.cpp" line="+94" />
        <source>Reading %n input(s)</source>
        <translation>
            <numerusform>Reading %n input</numerusform>
            <numerusform>Reading %n inputs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ImportPreviewDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/shell/importpreviewdialog.cpp" line="+61" />
        <source>… %n more</source>
        <translation>
            <numerusform>… %n more</numerusform>
            <numerusform>… %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22" />
        <source>%n diagnostic(s)</source>
        <translation>
            <numerusform>%n diagnostic</numerusform>
            <numerusform>%n diagnostics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23" />
        <source>%1: %n block(s) read before the import was cancelled</source>
        <translation>
            <numerusform>%1: %n block read before the import was cancelled</numerusform>
            <numerusform>%1: %n blocks read before the import was cancelled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%1: %n block(s)</source>
        <translation>
            <numerusform>%1: %n block</numerusform>
            <numerusform>%1: %n blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+260" />
        <source>Import %n capture(s)</source>
        <translation>
            <numerusform>Import %n capture</numerusform>
            <numerusform>Import %n captures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+62" />
        <source>… %n more line(s) of this block not shown</source>
        <translation>
            <numerusform>… %n more line of this block not shown</numerusform>
            <numerusform>… %n more lines of this block not shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::Mailbox</name>
    <message numerus="yes">
        <location filename="../parsers/mail/mailbox.cpp" line="+228" />
        <source>read as a mailbox of %n message(s)</source>
        <translation>
            <numerusform>read as a mailbox of %n message</numerusform>
            <numerusform>read as a mailbox of %n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n part(s) decoded from quoted-printable or base64</source>
        <translation>
            <numerusform>%n part decoded from quoted-printable or base64</numerusform>
            <numerusform>%n parts decoded from quoted-printable or base64</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n part(s) that are not plain text left out (HTML, images, signatures)</source>
        <translation>
            <numerusform>%n part that are not plain text left out (HTML, images, signatures)</numerusform>
            <numerusform>%n parts that are not plain text left out (HTML, images, signatures)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/gui/shell/mainwindow.cpp" line="+621" />
        <source>%n capture(s) from %1</source>
        <translation>
            <numerusform>%n capture from %1</numerusform>
            <numerusform>%n captures from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+222" />
        <source>%1: %n address(es) resolved</source>
        <translation>
            <numerusform>%1: %n address resolved</numerusform>
            <numerusform>%1: %n addresses resolved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::OopsView</name>
    <message numerus="yes">
        <location filename="../app/gui/oops/oopsview.cpp" line="+83" />
        <source>ksymoops: %n warning(s) issued</source>
        <translation>
            <numerusform>ksymoops: %n warning issued</numerusform>
            <numerusform>ksymoops: %n warnings issued</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ProcessTableModel</name>
    <message numerus="yes">
        <location filename="../app/gui/top/processtablemodel.cpp" line="+160" />
        <source>%1 (pid %2): listed in %n of %3 frame(s); %CPU peak %4, mean %5</source>
        <translation>
            <numerusform>%1 (pid %2): listed in %n of %3 frame; %CPU peak %4, mean %5</numerusform>
            <numerusform>%1 (pid %2): listed in %n of %3 frames; %CPU peak %4, mean %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ProcessView</name>
    <message numerus="yes">
        <location filename="../app/gui/top/processview.cpp" line="+43" />
        <source>%1 of %n process(es)</source>
        <translation>
            <numerusform>%1 of %n process</numerusform>
            <numerusform>%1 of %n processes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+176" />
        <source>%1: %2 processes in %n frame(s)</source>
        <translation>
            <numerusform>%1: %2 processes in %n frame</numerusform>
            <numerusform>%1: %2 processes in %n frames</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+49" />
        <source>Selected processes (the first %1 of %n)</source>
        <translation>
            <numerusform>Selected processes (the first %1 of %n)</numerusform>
            <numerusform>Selected processes (the first %1 of %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileDiffModel</name>
    <message numerus="yes">
        <location filename="../app/gui/profile/profilediffmodel.cpp" line="+114" />
        <source>sum of %n symbol(s)</source>
        <translation>
            <numerusform>sum of %n symbol</numerusform>
            <numerusform>sum of %n symbols</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileDiffView</name>
    <message numerus="yes">
        <location filename="../app/gui/profile/profilediffview.cpp" line="+334" />
        <source>Top %n change(s), %1 against %2</source>
        <translation>
            <numerusform>Top %n change, %1 against %2</numerusform>
            <numerusform>Top %n changes, %1 against %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileParser</name>
    <message numerus="yes">
        <location filename="../parsers/profile/profileparser.cpp" line="+503" />
        <source>%n events side by side; only the first one's samples are imported</source>
        <translation>
            <numerusform>%n events side by side; only the first one's samples are imported</numerusform>
            <numerusform>%n events side by side; only the first one's samples are imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%n call-graph line(s) not imported: only each symbol's own row is</source>
        <translation>
            <numerusform>%n call-graph line not imported: only each symbol's own row is</numerusform>
            <numerusform>%n call-graph lines not imported: only each symbol's own row is</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ProfileView</name>
    <message numerus="yes">
        <location filename="../app/gui/profile/profileview.cpp" line="+221" />
        <source>%1: %2 %3 in total (%4), %n symbol(s) listed</source>
        <translation>
            <numerusform>%1: %2 %3 in total (%4), %n symbol listed</numerusform>
            <numerusform>%1: %2 %3 in total (%4), %n symbols listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+71" />
        <source>Top %n symbol(s) by share of the total</source>
        <translation>
            <numerusform>Top %n symbol by share of the total</numerusform>
            <numerusform>Top %n symbols by share of the total</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::ResultTableParser</name>
    <message numerus="yes">
        <location filename="../parsers/results/resulttableparser.cpp" line="+1047" />
        <source>the table has no column header; its %n column(s) are numbered</source>
        <translation>
            <numerusform>the table has no column header; its %n column are numbered</numerusform>
            <numerusform>the table has no column header; its %n columns are numbered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>row does not read as %n value(s) with deltas</source>
        <translation>
            <numerusform>row does not read as %n value with deltas</numerusform>
            <numerusform>row does not read as %n values with deltas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32" />
        <source>row does not read as %n commit(s) with changes</source>
        <translation>
            <numerusform>row does not read as %n commit with changes</numerusform>
            <numerusform>row does not read as %n commits with changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::SessionController</name>
    <message numerus="yes">
        <location filename="../app/gui/shell/sessioncontroller.cpp" line="+419" />
        <source>Recovered %n capture(s) and the notes on them</source>
        <translation>
            <numerusform>Recovered %n capture and the notes on them</numerusform>
            <numerusform>Recovered %n captures and the notes on them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::SlabTableModel</name>
    <message numerus="yes">
        <location filename="../app/gui/slab/slabtablemodel.cpp" line="+234" />
        <source>Leak suspect: %1 went from %2 to %3 active objects over %n snapshot(s), never fewer than in the snapshot before and more in most of them</source>
        <translation>
            <numerusform>Leak suspect: %1 went from %2 to %3 active objects over %n snapshot, never fewer than in the snapshot before and more in most of them</numerusform>
            <numerusform>Leak suspect: %1 went from %2 to %3 active objects over %n snapshots, never fewer than in the snapshot before and more in most of them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 in %n snapshot(s), drawn from 0 to its peak of %2</source>
        <translation>
            <numerusform>%1 in %n snapshot, drawn from 0 to its peak of %2</numerusform>
            <numerusform>%1 in %n snapshots, drawn from 0 to its peak of %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::SlabView</name>
    <message numerus="yes">
        <location filename="../app/gui/slab/slabview.cpp" line="+61" />
        <source>%1 of %n cache(s)</source>
        <translation>
            <numerusform>%1 of %n cache</numerusform>
            <numerusform>%1 of %n caches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+176" />
        <source>%n snapshot(s)</source>
        <translation>
            <numerusform>%n snapshot</numerusform>
            <numerusform>%n snapshots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n snapshot(s) over %1 (timestamped)</source>
        <translation>
            <numerusform>%n snapshot over %1 (timestamped)</numerusform>
            <numerusform>%n snapshots over %1 (timestamped)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%n snapshot(s) without timestamps: growth is per snapshot</source>
        <translation>
            <numerusform>%n snapshot without timestamps: growth is per snapshot</numerusform>
            <numerusform>%n snapshots without timestamps: growth is per snapshot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11" />
        <source>%n cache(s) in the last snapshot; memory unknown (objects only)</source>
        <translation>
            <numerusform>%n cache in the last snapshot; memory unknown (objects only)</numerusform>
            <numerusform>%n caches in the last snapshot; memory unknown (objects only)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1 in %n cache(s) at the last snapshot</source>
        <translation>
            <numerusform>%1 in %n cache at the last snapshot</numerusform>
            <numerusform>%1 in %n caches at the last snapshot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42" />
        <source>The first %1 of the %n selected caches</source>
        <translation>
            <numerusform>The first %1 of the %n selected caches</numerusform>
            <numerusform>The first %1 of the %n selected caches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>The %n selected cache(s)</source>
        <translation>
            <numerusform>The %n selected cache</numerusform>
            <numerusform>The %n selected caches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>The %n cache(s) that grew most (select rows to chart others)</source>
        <translation>
            <numerusform>The %n cache that grew most (select rows to chart others)</numerusform>
            <numerusform>The %n caches that grew most (select rows to chart others)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>The %n largest cache(s) (select rows to chart others)</source>
        <translation>
            <numerusform>The %n largest cache (select rows to chart others)</numerusform>
            <numerusform>The %n largest caches (select rows to chart others)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::SnapshotLoop</name>
    <message numerus="yes">
        <location filename="../parsers/common/snapshotloop.cpp" line="+112" />
        <source>%n snapshots of %1 with no time between them: placed one second apart</source>
        <translation>
            <numerusform>%n snapshots of %1 with no time between them: placed one second apart</numerusform>
            <numerusform>%n snapshots of %1 with no time between them: placed one second apart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::StallRules</name>
    <message numerus="yes">
        <location filename="../core/analysis/stallrules.cpp" line="+201" />
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n task</numerusform>
            <numerusform>%n tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+556" />
        <source>%n allocation failure(s) of order %1 in the kernel log (%2)</source>
        <translation>
            <numerusform>%n allocation failure of order %1 in the kernel log (%2)</numerusform>
            <numerusform>%n allocation failures of order %1 in the kernel log (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38" />
        <source>%n task(s) blocked for more than %1 s (%2)</source>
        <translation>
            <numerusform>%n task blocked for more than %1 s (%2)</numerusform>
            <numerusform>%n tasks blocked for more than %1 s (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29" />
        <source>%n soft lockup(s) on %1 (%2)</source>
        <translation>
            <numerusform>%n soft lockup on %1 (%2)</numerusform>
            <numerusform>%n soft lockups on %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n soft lockup(s) on %1, stuck for %2 s (%3)</source>
        <translation>
            <numerusform>%n soft lockup on %1, stuck for %2 s (%3)</numerusform>
            <numerusform>%n soft lockups on %1, stuck for %2 s (%3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::SystemMap</name>
    <message numerus="yes">
        <location filename="../core/oops/systemmap.cpp" line="+159" />
        <source>%1: resolved %2 addresses in %n oops report(s)</source>
        <translation>
            <numerusform>%1: resolved %2 addresses in %n oops report</numerusform>
            <numerusform>%1: resolved %2 addresses in %n oops reports</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::TextDecoder</name>
    <message numerus="yes">
        <location filename="../parsers/input/textdecoder.cpp" line="+45" />
        <source>%n NUL byte(s) in the input were read as blanks</source>
        <translation>
            <numerusform>%n NUL byte in the input were read as blanks</numerusform>
            <numerusform>%n NUL bytes in the input were read as blanks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::TimeChart</name>
    <message numerus="yes">
        <location filename="../app/charts/timechartbuilder.cpp" line="+627" />
        <source>the first %1 captures with %2; %n more not drawn (hide some, or export with --label)</source>
        <translation>
            <numerusform>the first %1 captures with %2; %n more not drawn (hide some, or export with --label)</numerusform>
            <numerusform>the first %1 captures with %2; %n more not drawn (hide some, or export with --label)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::TimeChartView</name>
    <message numerus="yes">
        <location filename="../app/charts/timechartview.cpp" line="+214" />
        <source>▸ … and %n more</source>
        <translation>
            <numerusform>▸ … and %n more</numerusform>
            <numerusform>▸ … and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::Tokenize</name>
    <message numerus="yes">
        <location filename="../parsers/common/tokenize.cpp" line="+78" />
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n character</numerusform>
            <numerusform>%n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::TopParser</name>
    <message numerus="yes">
        <location filename="../parsers/top/topsessionassembler.cpp" line="+297" />
        <source>graph-mode bars (top's t and m keys) hold no numbers to read; %n line(s) not read</source>
        <translation>
            <numerusform>graph-mode bars (top's t and m keys) hold no numbers to read; %n line not read</numerusform>
            <numerusform>graph-mode bars (top's t and m keys) hold no numbers to read; %n lines not read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>top cut %1 to fit its column: its integer part is kept; %n line(s) with such values</source>
        <translation>
            <numerusform>top cut %1 to fit its column: its integer part is kept; %n line with such values</numerusform>
            <numerusform>top cut %1 to fit its column: its integer part is kept; %n lines with such values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>top cut %1 to fit its column: such values are left out, the rest of the line is kept; %n line(s) with such values</source>
        <translation>
            <numerusform>top cut %1 to fit its column: such values are left out, the rest of the line is kept; %n line with such values</numerusform>
            <numerusform>top cut %1 to fit its column: such values are left out, the rest of the line is kept; %n lines with such values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>a number without its name after it (a line cut short?) was left out; %n line(s) like it</source>
        <translation>
            <numerusform>a number without its name after it (a line cut short?) was left out; %n line like it</numerusform>
            <numerusform>a number without its name after it (a line cut short?) was left out; %n lines like it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmscope::VmstatParser</name>
    <message numerus="yes">
        <location filename="../parsers/vmstat/vmstatparser.cpp" line="+834" />
        <source>%n more copies of vmstat after a loop's separators read as one series; the first row of each averages since boot and is not counted</source>
        <translation>
            <numerusform>%n more copies of vmstat after a loop's separators read as one series; the first row of each averages since boot and is not counted</numerusform>
            <numerusform>%n more copies of vmstat after a loop's separators read as one series; the first row of each averages since boot and is not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%n more copies of vmstat after its header alone read as one series: the first row of each holds the first row's averages since boot and is not counted</source>
        <translation><numerusform>%n more copies of vmstat after its header alone read as one series: the first row of each holds the first row's averages since boot and is not counted</numerusform><numerusform>%n more copies of vmstat after its header alone read as one series: the first row of each holds the first row's averages since boot and is not counted</numerusform></translation>
    </message>
</context>
</TS>
