command: /work/scratch-bench/iozone-src/src/iozone -t 1 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:57:13Z
finished_utc: 2026-12-05T07:57:28Z
elapsed_s: 14.8
load_before:  07:57:13 up  3:11,  0 user,  load average: 7.25, 6.14, 4.44
busiest_before: clippy-driver(33.2%) rustc(33.1%) clippy-driver(30.3%) rustc(30.0%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t1.txt
