command: /work/scratch-bench/iozone-src/src/iozone -t 2 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:23:05Z
finished_utc: 2026-12-05T08:23:21Z
elapsed_s: 15.9
load_before:  08:23:05 up  3:37,  0 user,  load average: 5.44, 5.93, 5.59
busiest_before: pixreport(89.7%) rustc(72.3%) cargo(0.7%) kdamond.0(0.5%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t2.txt
