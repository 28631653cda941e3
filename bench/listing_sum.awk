# The file-list summary a user would write instead of `pixreport scan
# --listing`: the baseline of bench/scan-listing.sh. Reads `find -printf
# '%s\t%U\t%u\t%T@\t%i\t%n\t%y\t%P\n'` lines and sums the regular files'
# count and bytes by owner, fileset (first folder), type (extension),
# month and size class.
#
#   mawk -f bench/listing_sum.awk FILE
BEGIN { FS = "\t" }
$7 == "f" {
    files++; bytes += $1
    owner[$2] += $1; owners[$2]++
    n = split($8, part, "/")
    set = n > 1 ? part[1] : "(root)"
    fileset[set] += $1; filesets[set]++
    i = match(part[n], /\.[^.]+$/)
    ext = i > 1 ? tolower(substr(part[n], i + 1)) : "(none)"
    type[ext] += $1; types[ext]++
    m = int($4 / 2629746); month[m] += $1; months[m]++
    c = $1 < 4096 ? 0 : $1 < 1048576 ? 1 : $1 < 1073741824 ? 2 : 3
    size[c] += $1; sizes[c]++
}
END {
    printf "total %d files %.0f bytes\n", files, bytes
    for (k in owner) printf "owner %s %d %.0f\n", k, owners[k], owner[k]
    for (k in fileset) printf "fileset %s %d %.0f\n", k, filesets[k], fileset[k]
    for (k in type) printf "type %s %d %.0f\n", k, types[k], type[k]
    for (k in month) printf "month %s %d %.0f\n", k, months[k], month[k]
    for (k in size) printf "size %s %d %.0f\n", k, sizes[k], size[k]
}
