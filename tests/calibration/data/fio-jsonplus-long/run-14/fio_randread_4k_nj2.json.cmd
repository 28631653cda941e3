command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:55:17Z
finished_utc: 2026-12-06T02:55:27Z
elapsed_s: 9.3
load_before:  02:55:17 up 15:48,  0 user,  load average: 5.21, 5.38, 5.20
busiest_before: rustc(77.1%) rustc(36.5%) rustc(36.5%) kworker/1:1-dio(1.6%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj2.json
