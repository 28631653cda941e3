command: /work/scratch-bench/iozone-src/src/iozone -a -n 64k -g 64m -i 0 -i 1 -i 2 -f /work/scratch-bench/iozone-auto/iozone.tmp
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-auto)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:53:45Z
finished_utc: 2026-12-05T07:54:04Z
elapsed_s: 19.1
load_before:  07:53:45 up  3:08,  0 user,  load average: 6.13, 5.43, 3.85
busiest_before: rustc(50.5%) pixreport-befor(42.3%) rustc(28.8%) clippy-driver(13.0%) 
caches_dropped: no
exit_code: 0
stdout: iozone_auto_64k_64m.txt
