#!/usr/bin/env perl
# Helper of Scripts/no-traps: scans Swift files for trapping constructs (see there).
use strict; use warnings;
my $bad = 0;
for my $file (@ARGV) {
  open(my $fh, '<', $file) or die "$file: $!";
  my ($inBlock, $inMulti, $prev) = (0, 0, '');
  while (my $line = <$fh>) {
    my $code = $line;
    if ($inBlock) { if ($code =~ s{^.*?\*/}{}) { $inBlock = 0 } else { $prev = $line; next } }
    if ($inMulti) { if ($code =~ s{^.*?"""#*}{}) { $inMulti = 0 } else { $prev = $line; next } }
    $code =~ s{#*"""(.*)$}{ $inMulti = 1; '""' }e;
    $code =~ s{#+"(?:[^"]|"(?!#))*"#+}{""}g;
    $code =~ s{"(?:[^"\\]|\\.)*"}{""}g;
    $code =~ s{//.*$}{};
    $code =~ s{/\*.*?\*/}{}g;
    if ($code =~ s{/\*.*$}{}) { $inBlock = 1 }
    my @found;
    push @found, 'try!' if $code =~ /\btry!/;
    push @found, 'as!' if $code =~ /\bas!/;
    push @found, 'fatalError' if $code =~ /\bfatalError\s*\(/;
    (my $rest = $code) =~ s/\b(?:try|as)!//g;
    push @found, 'force unwrap' if $rest =~ /[\w\)\]\}>?]!(?!=)/;
    if (@found && $line !~ m{//\s*trap-safe:\s*\S} && $prev !~ m{^\s*//\s*trap-safe:\s*\S}) {
      printf "%s:%d: %s: %s", $file, $., join(', ', @found), $line;
      $bad++;
    }
    $prev = $line;
  }
}
exit($bad ? 1 : 0);
