command: /work/scratch-bench/iozone-src/src/iozone -t 4 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:56:14Z
finished_utc: 2026-12-05T08:56:30Z
elapsed_s: 16.4
load_before:  08:56:14 up  4:10,  0 user,  load average: 3.11, 3.64, 4.69
busiest_before: kworker/1:2H-kblockd(0.7%) kdamond.0(0.5%) kworker/u8:1-ext4-rsv-conversion(0.2%) kworker/1:1-dio/vda(0.1%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t4.txt
